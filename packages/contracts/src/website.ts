import { z } from 'zod';

/** `nameEn`: the optional English name shown when the visitor reads in English ('' = use `name`). */
export const navChild = z.object({
  path: z.string(),
  dictValue: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
});
export const navSetting = z.object({
  name: z.string(),
  nameEn: z.string().optional(),
  tem: z.string(),
  children: z.array(navChild),
});

/** Host-dependent wording variants (spec §1). */
export const wordingVariants = z.object({
  submitButton: z.enum(['topic', 'work']),
  workSelectLabel: z.enum(['entryNumber', 'individualTeam']),
  signUpItemLabel: z.enum(['propositionCategory', 'event']),
});
export type WordingVariants = z.infer<typeof wordingVariants>;

/**
 * Tenant texts shown to visitors beside their optional English values ('' = show the Chinese one),
 * and the documents a visitor agrees to on sign-up (PIPL).
 */
export const SITE_TEXT_LIMITS = { title: 100, description: 500, footer: 500, document: 20000 } as const;
function siteTextFields() {
  return {
    titleEn: z.string(),
    descriptionEn: z.string(),
    /** Footer lines (one per line): address, record number, contact. */
    footer: z.string(),
    footerEn: z.string(),
    userAgreement: z.string(),
    userAgreementEn: z.string(),
    privacyPolicy: z.string(),
    privacyPolicyEn: z.string(),
  };
}

export const banner = z.object({ imageUrl: z.string(), link: z.string(), title: z.string() });

export const websiteSetting = z.object({
  navigationSettings: z.array(navSetting),
  groupId: z.string(),
  logoUrl: z.string(),
  description: z.string(),
  templateType: z.string(),
  title: z.string(),
  iconUrl: z.string(),
  wording: wordingVariants,
  banners: z.array(banner),
  ...siteTextFields(),
});
export type WebsiteSetting = z.infer<typeof websiteSetting>;

/** Spec §3: the tenant's group name (merged into the settings) and its newest listed competition (issue 8). */
export const lastRound = z.object({
  groupName: z.string(),
  competition: z
    .object({
      competitionId: z.string(),
      name: z.string(),
      shortName: z.string(),
      year: z.number(),
      status: z.string(),
      stageName: z.string(),
    })
    .nullable(),
});
