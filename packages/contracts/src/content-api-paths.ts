// The content pages' call paths, apart from their schemas (content-pages.ts) so that the homepage's
// first load, which calls `homeStats`, does not carry zod (scripts/first-load.mjs).

export const ContentApi = {
  /** Public: one published page of the host's site by slug. */
  publicDetail: '/home/content/detail',
  /** Public: published experts or partners of the host's site, in order. */
  publicList: '/home/content/list',
  /** Public: the homepage's key numbers. */
  homeStats: '/home/content/stats',
  deskPage: '/content/page/page',
  deskDetail: '/content/page/detail',
  save: '/content/page/save',
  publish: '/content/page/publish',
  unpublish: '/content/page/unpublish',
  remove: '/content/page/delete',
  /** Organisers: a page as it will appear, published or not. */
  preview: '/content/page/preview',
} as const;
