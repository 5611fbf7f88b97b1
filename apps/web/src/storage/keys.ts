/** Names of every browser-stored value (spec §3). One place, so nothing else spells them. */
export const StorageKey = {
  accessToken: 'accessToken',
  groupId: 'groupId',
  selfRole: 'selfRole',
  role: 'role',
  hasDirectGroups: 'hasDirectGroups',
  device: 'device',
  size: 'size',
  language: 'language',
  sidebarStatus: 'sidebarStatus',
  theme: 'theme',
  layoutSetting: 'layout-setting',
  /** '1' once the visitor has folded the homepage's assistant bar away (it then stays out of the way). */
  chatDockCollapsed: 'chatDockCollapsed',
} as const;

/** Special-group flags (spec §3/§4): set when the chosen group or one of its direct groups has that code. */
export const SpecialGroupFlag = ['HUACAN', 'GDDZSJDS'] as const;
export type SpecialGroupFlagName = (typeof SpecialGroupFlag)[number];

export const CookieName = {
  /** Token shared with sibling sites of the same host family. */
  mooToken: 'moo-token',
  /** Set when the token came from outside (`?token=`), marking an admin hand-over session. */
  adminToken: 'Admin-Token',
  /**
   * The interface language (`zh-cn` / `en`, as the preference): the server answers a page's HTML with its
   * title and description in this language (else the browser's Accept-Language).
   */
  language: 'language',
} as const;
