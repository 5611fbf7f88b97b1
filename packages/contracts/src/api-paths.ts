/** Call paths under the base path (spec §7). Shared so the web and the server cannot drift apart. */
export const API_BASE = '/prod-api';

export const ApiPath = {
  health: '/health',
  /** Ready for traffic: database, Redis and storage answer and the process is not shutting down. */
  ready: '/ready',
  loginPwd: '/auth/login/pwd',
  loginCode: '/auth/login/code',
  sendCode: '/auth/code/send',
  register: '/auth/register',
  retrieve: '/auth/retrieve',
  userInfo: '/auth/user/info',
  logout: '/auth/logout',
  demoAccounts: '/auth/demo/accounts',
  demoMode: '/auth/demo/mode',
  userMenu: '/system/menu/userMenu',
  groupSelect: '/competition/group/user/getSelect',
  websiteSetting: '/web/competitionWebsite/getWebsiteSetting',
  lastRound: '/home/competition/competition/lastRound',
} as const;

/** Header carrying the group the user acts for. */
export const GROUP_HEADER = 'x-group-id';
