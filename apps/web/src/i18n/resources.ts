/**
 * For types only: the shape of every namespace, taken from the zh-CN files (the source; English files
 * are typed against them, so a missing key fails type-checking). Only `import type` this module
 * (i18next.d.ts does): a value import would put every namespace back into one chunk. At run time the
 * files load on demand, one chunk per namespace and language (namespace-files.ts).
 * (`export type *` would be the natural spelling, but TypeScript then types each namespace `unknown`.)
 *
 * A new namespace file `zh-CN/<name>.ts` (exporting `const <camelName>`) needs one line below so that
 * `useTranslation('<camelName>')` type-checks; loading needs no registration at all.
 */
export * from './zh-CN/common.ts';
export * from './zh-CN/route-description.ts';
export * from './zh-CN/portal.ts';
export * from './zh-CN/desk.ts';
export * from './zh-CN/errors.ts';
export * from './zh-CN/organization.ts';
export * from './zh-CN/website-admin.ts';
export * from './zh-CN/system-access.ts';
export * from './zh-CN/system-user.ts';
export * from './zh-CN/competition.ts';
export * from './zh-CN/news.ts';
export * from './zh-CN/upload.ts';
export * from './zh-CN/teams.ts';
export * from './zh-CN/works.ts';
export * from './zh-CN/review.ts';
export * from './zh-CN/certificate.ts';
export * from './zh-CN/certificate-designer.ts';
export * from './zh-CN/center.ts';
export * from './zh-CN/signup-admin.ts';
export * from './zh-CN/content.ts';
export * from './zh-CN/review-outcome.ts';
export * from './zh-CN/experts.ts';
export * from './zh-CN/scene.ts';
export * from './zh-CN/award-portal.ts';
export * from './zh-CN/finance.ts';
export * from './zh-CN/database-statistics.ts';
export * from './zh-CN/summary.ts';
export * from './zh-CN/notifications.ts';
