import { common as zhCommon } from './zh-CN/common.ts';
import { portal as zhPortal } from './zh-CN/portal.ts';
import { desk as zhDesk } from './zh-CN/desk.ts';
import { errors as zhErrors } from './zh-CN/errors.ts';
import { organization as zhOrganization } from './zh-CN/organization.ts';
import { websiteAdmin as zhWebsiteAdmin } from './zh-CN/website-admin.ts';
import { sysAccess as zhSysAccess } from './zh-CN/system-access.ts';
import { sysUser as zhSysUser } from './zh-CN/system-user.ts';
import { competition as zhCompetition } from './zh-CN/competition.ts';
import { news as zhNews } from './zh-CN/news.ts';
import { upload as zhUpload } from './zh-CN/upload.ts';
import { common as enCommon } from './en/common.ts';
import { portal as enPortal } from './en/portal.ts';
import { desk as enDesk } from './en/desk.ts';
import { errors as enErrors } from './en/errors.ts';
import { organization as enOrganization } from './en/organization.ts';
import { websiteAdmin as enWebsiteAdmin } from './en/website-admin.ts';
import { sysAccess as enSysAccess } from './en/system-access.ts';
import { sysUser as enSysUser } from './en/system-user.ts';
import { competition as enCompetition } from './en/competition.ts';
import { news as enNews } from './en/news.ts';
import { upload as enUpload } from './en/upload.ts';

export const namespaces = [
  'common',
  'portal',
  'desk',
  'errors',
  'organization',
  'websiteAdmin',
  'sysAccess',
  'sysUser',
  'competition',
  'news',
  'upload',
] as const;

/** zh-CN is the source; English files are typed against it, so a missing key fails type-checking. */
export const resources = {
  'zh-CN': {
    common: zhCommon,
    portal: zhPortal,
    desk: zhDesk,
    errors: zhErrors,
    sysAccess: zhSysAccess,
    organization: zhOrganization,
    websiteAdmin: zhWebsiteAdmin,
    sysUser: zhSysUser,
    competition: zhCompetition,
    news: zhNews,
    upload: zhUpload,
  },
  en: {
    common: enCommon,
    portal: enPortal,
    desk: enDesk,
    errors: enErrors,
    sysAccess: enSysAccess,
    organization: enOrganization,
    websiteAdmin: enWebsiteAdmin,
    sysUser: enSysUser,
    competition: enCompetition,
    news: enNews,
    upload: enUpload,
  },
};

export type AppResources = (typeof resources)['zh-CN'];
