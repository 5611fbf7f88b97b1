/** Website settings and banners administration (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { sitePath, urlOrPath } from './safe-links.ts';
import { SITE_TEXT_LIMITS, wordingVariants } from './website.ts';

export const WebsiteAdminApi = {
  setting: '/system/website/setting',
  settingSave: '/system/website/setting/save',
  bannerList: '/system/website/banner/list',
  bannerAdd: '/system/website/banner/add',
  bannerUpdate: '/system/website/banner/update',
  bannerRemove: '/system/website/banner/delete',
  bannerSort: '/system/website/banner/sort',
} as const;

export const WEBSITE_TEMPLATES = ['default', 'classic', 'minimal'] as const;

/** A host name without port ("contest.example.edu.cn"), or "*" for the fallback site. */
export const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(\*|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/);

export const navChildInput = z.strictObject({
  path: sitePath,
  dictValue: z.string().trim().max(32).default(''),
  name: z.string().trim().min(1).max(20),
  nameEn: z.string().trim().max(40).default(''),
});
export const navSettingInput = z.strictObject({
  name: z.string().trim().min(1).max(20),
  nameEn: z.string().trim().max(40).default(''),
  tem: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
  children: z.array(navChildInput).max(20).default([]),
});
export type NavSettingInput = z.input<typeof navSettingInput>;

/** Which site a call addresses: the acting group's own unless a reachable subordinate is named. */
export const websiteGroupQuery = z.object({ groupId: z.string().min(1).optional() });

export const websiteSettingSaveBody = z.strictObject({
  groupId: z.string().min(1).optional(),
  hosts: z.array(hostName).min(1).max(10),
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  logoUrl: urlOrPath.default(''),
  iconUrl: urlOrPath.default(''),
  templateType: z.enum(WEBSITE_TEMPLATES).default('default'),
  navigationSettings: z.array(navSettingInput).max(12),
  wording: wordingVariants,
  titleEn: z.string().trim().max(SITE_TEXT_LIMITS.title).default(''),
  descriptionEn: z.string().trim().max(SITE_TEXT_LIMITS.description).default(''),
  footer: z.string().trim().max(SITE_TEXT_LIMITS.footer).default(''),
  footerEn: z.string().trim().max(SITE_TEXT_LIMITS.footer).default(''),
  userAgreement: z.string().trim().max(SITE_TEXT_LIMITS.document).default(''),
  userAgreementEn: z.string().trim().max(SITE_TEXT_LIMITS.document).default(''),
  privacyPolicy: z.string().trim().max(SITE_TEXT_LIMITS.document).default(''),
  privacyPolicyEn: z.string().trim().max(SITE_TEXT_LIMITS.document).default(''),
});
export type WebsiteSettingSaveBody = z.input<typeof websiteSettingSaveBody>;

export const websiteAdminSetting = z.object({
  groupId: z.string(),
  groupName: z.string(),
  /** False when the group has no site yet: the fields are a starting point, saved on first save. */
  exists: z.boolean(),
  hosts: z.array(z.string()),
  title: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  iconUrl: z.string(),
  templateType: z.string(),
  navigationSettings: z.array(
    z.object({
      name: z.string(),
      nameEn: z.string().optional(),
      tem: z.string(),
      children: z.array(
        z.object({
          path: z.string(),
          dictValue: z.string(),
          name: z.string(),
          nameEn: z.string().optional(),
        }),
      ),
    }),
  ),
  wording: wordingVariants,
  titleEn: z.string(),
  descriptionEn: z.string(),
  footer: z.string(),
  footerEn: z.string(),
  userAgreement: z.string(),
  userAgreementEn: z.string(),
  privacyPolicy: z.string(),
  privacyPolicyEn: z.string(),
  updatedAt: z.string().nullable(),
});
export type WebsiteAdminSetting = z.infer<typeof websiteAdminSetting>;

export const bannerRow = z.object({
  bannerId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  orderNum: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Enabled and inside its window now: shown on the portal. */
  active: z.boolean(),
});
export type BannerRow = z.infer<typeof bannerRow>;

const bannerFields = {
  title: z.string().trim().min(1).max(100),
  imageUrl: urlOrPath.default(''),
  link: urlOrPath.default(''),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  enabled: z.boolean().default(true),
};
export const bannerAddBody = z.strictObject({ groupId: z.string().min(1).optional(), ...bannerFields });
export type BannerAddBody = z.input<typeof bannerAddBody>;
export const bannerUpdateBody = z.strictObject({ bannerId: z.string().min(1), ...bannerFields });
export type BannerUpdateBody = z.input<typeof bannerUpdateBody>;
/** The banners of one site in their new order. */
export const bannerSortBody = z.strictObject({ ids: z.array(z.string().min(1)).min(1).max(200) });
