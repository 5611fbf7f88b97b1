// Zod-free: the web's shell reads it on first load (scripts/first-load.mjs).

/** Default page title (spec §9). */
export const DEFAULT_PAGE_TITLE = '高校学生竞赛网—竞赛质量提升，创新人才培养';
