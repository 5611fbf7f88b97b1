import {
  ApiPath,
  type CodePurpose,
  type DemoAccount,
  type DemoMode,
  type GroupSelection,
  type LoginCodeBody,
  type LoginPwdBody,
  type RegisterBody,
  type RetrieveBody,
  type UserInfo,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { CatalogueHandlers } from '../../api/catalogue.ts';

type TokenResult = { token: string };
export type SendCodeResult = { resendAfter: number };

export const loginByPassword = (body: LoginPwdBody): Promise<TokenResult> =>
  post<TokenResult>(ApiPath.loginPwd, body);

export const loginByCode = (body: LoginCodeBody): Promise<TokenResult> =>
  post<TokenResult>(ApiPath.loginCode, body);

export const sendCode = (account: string, purpose: CodePurpose): Promise<SendCodeResult> =>
  post<SendCodeResult>(ApiPath.sendCode, { account, purpose });

/** `userType` has a server default, so the form may leave it out. */
export const register = (body: Omit<RegisterBody, 'userType'> & Partial<Pick<RegisterBody, 'userType'>>) =>
  post<TokenResult>(ApiPath.register, body);

export const retrievePassword = (body: RetrieveBody): Promise<null> => post<null>(ApiPath.retrieve, body);

export const fetchUserInfo = (): Promise<UserInfo> => get<UserInfo>(ApiPath.userInfo);

export const fetchDemoAccounts = (): Promise<DemoAccount[]> => get<DemoAccount[]>(ApiPath.demoAccounts);

export const fetchDemoMode = (): Promise<DemoMode> => get<DemoMode>(ApiPath.demoMode);

export const fetchGroupSelect = (): Promise<GroupSelection[]> => get<GroupSelection[]>(ApiPath.groupSelect);

/** Logging out must finish even when the token is already dead, so nothing here may toast or redirect. */
const quiet: CatalogueHandlers = {
  sessionExpired: () => {},
  noPermission: () => {},
  importFailed: () => {},
  error: () => {},
};

export const logoutOnServer = (): Promise<null> => post<null>(ApiPath.logout, undefined, { handlers: quiet });
