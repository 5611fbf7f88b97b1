import { common as zhCommon } from './zh-CN/common.ts';
import { portal as zhPortal } from './zh-CN/portal.ts';
import { desk as zhDesk } from './zh-CN/desk.ts';
import { errors as zhErrors } from './zh-CN/errors.ts';
import { common as enCommon } from './en/common.ts';
import { portal as enPortal } from './en/portal.ts';
import { desk as enDesk } from './en/desk.ts';
import { errors as enErrors } from './en/errors.ts';

export const namespaces = ['common', 'portal', 'desk', 'errors'] as const;

/** zh-CN is the source; English files are typed against it, so a missing key fails type-checking. */
export const resources = {
  'zh-CN': { common: zhCommon, portal: zhPortal, desk: zhDesk, errors: zhErrors },
  en: { common: enCommon, portal: enPortal, desk: enDesk, errors: enErrors },
};

export type AppResources = (typeof resources)['zh-CN'];
