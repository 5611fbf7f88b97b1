import { eq } from 'drizzle-orm';
import type { WebsiteAdminSetting, WebsiteSetting, websiteSettingSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { websiteSettings } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { GroupRecord } from '../organization/index.ts';
import { websiteAdminMessages } from './website-admin.messages.ts';
import { presentWebsiteSetting } from './website.presenter.ts';
import { findSiteForHost } from './website.service.ts';
import { siteOfGroup, targetGroup } from './website-target.ts';

type SiteRow = typeof websiteSettings.$inferSelect;

/** The English values, footer and agreement documents, as the form edits them. */
const siteTexts = (shown: WebsiteSetting) => ({
  titleEn: shown.titleEn,
  descriptionEn: shown.descriptionEn,
  footer: shown.footer,
  footerEn: shown.footerEn,
  userAgreement: shown.userAgreement,
  userAgreementEn: shown.userAgreementEn,
  privacyPolicy: shown.privacyPolicy,
  privacyPolicyEn: shown.privacyPolicyEn,
});

const present = (group: GroupRecord, site: SiteRow): WebsiteAdminSetting => {
  const shown = presentWebsiteSetting(
    { setting: site, groupPublicId: group.publicId, groupName: group.name },
    [],
  );
  return {
    groupId: group.publicId,
    groupName: group.name,
    exists: true,
    hosts: [site.host, ...site.hostAliases],
    title: shown.title,
    description: shown.description,
    logoUrl: shown.logoUrl,
    iconUrl: shown.iconUrl,
    templateType: shown.templateType,
    navigationSettings: shown.navigationSettings,
    wording: shown.wording,
    ...siteTexts(shown),
    updatedAt: site.updatedAt.toISOString(),
  };
};

/**
 * The site settings of a group. A group without a site yet gets the fallback site's settings as a
 * starting point (no host names), saved as its own on the first save.
 */
export const getWebsiteSetting = async (
  db: Db,
  auth: AuthContext,
  groupId: string | undefined,
): Promise<WebsiteAdminSetting> => {
  const group = await targetGroup(db, auth, groupId);
  const site = await siteOfGroup(db, group.id);
  if (site) return present(group, site);
  const fallback = await findSiteForHost(db, '*');
  const template = presentWebsiteSetting(fallback, []);
  return {
    groupId: group.publicId,
    groupName: group.name,
    exists: false,
    hosts: [],
    title: group.name,
    description: template.description,
    logoUrl: template.logoUrl,
    iconUrl: template.iconUrl,
    templateType: template.templateType,
    navigationSettings: template.navigationSettings,
    wording: template.wording,
    ...siteTexts(template),
    titleEn: '',
    updatedAt: null,
  };
};

const assertHostsFree = async (db: Db, hosts: string[], ownSiteId: number | undefined) => {
  const seen = new Set<string>();
  for (const host of hosts) {
    if (seen.has(host)) throw badRequest(websiteAdminMessages.hostRepeated, { host });
    seen.add(host);
  }
  const others = await db
    .select({ id: websiteSettings.id, host: websiteSettings.host, aliases: websiteSettings.hostAliases })
    .from(websiteSettings);
  for (const other of others) {
    if (other.id === ownSiteId) continue;
    const taken = [other.host, ...other.aliases].find((h) => seen.has(h));
    if (taken) throw conflict(websiteAdminMessages.hostTaken, { host: taken });
  }
};

/** Creates or replaces the site of a group; the caller clears the portal's cache afterwards. */
export const saveWebsiteSetting = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof websiteSettingSaveBody>,
) => {
  const { groupId, hosts, ...fields } = body;
  const group = await targetGroup(db, auth, groupId);
  const before = await siteOfGroup(db, group.id);
  await assertHostsFree(db, hosts, before?.id);
  const values = { ...fields, host: hosts[0]!, hostAliases: hosts.slice(1), updatedAt: new Date() };
  const [after] = before
    ? await db.update(websiteSettings).set(values).where(eq(websiteSettings.id, before.id)).returning()
    : await db
        .insert(websiteSettings)
        .values({ ...values, groupId: group.id })
        .returning();
  return { group, before: before ?? null, after: after! };
};
