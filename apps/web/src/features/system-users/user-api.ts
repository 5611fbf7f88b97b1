import {
  SystemUserApi,
  type AddUserBody,
  type ImportCheckResult,
  type ImportFailure,
  type ImportResult,
  type OnlineSessionRow,
  type PageResult,
  type SystemUserRow,
  type UpdateUserBody,
  type UserOptions,
} from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, get, post } from '../../api/client.ts';
import { fetchBinary, getBinary, saveBinary } from '../../api/download.ts';

type Params = Record<string, string | number | undefined>;

/** Query keys of the user area; every mutation invalidates `all`. */
export const userKeys = {
  all: ['system-users'] as const,
  page: (params: Params) => ['system-users', 'page', params] as const,
  options: ['system-users', 'options'] as const,
  online: (params: Params) => ['system-users', 'online', params] as const,
};

export const fetchUserPage = (params: Params) => get<PageResult<SystemUserRow>>(SystemUserApi.page, params);
export const useUserOptions = () =>
  useQuery({
    queryKey: userKeys.options,
    queryFn: () => get<UserOptions>(SystemUserApi.options),
    staleTime: 60_000,
  });
export const addUser = (body: AddUserBody) => post<SystemUserRow>(SystemUserApi.add, body);
export const updateUser = (body: UpdateUserBody) => post<SystemUserRow>(SystemUserApi.update, body);
export const changeUserStatus = (userId: string, status: 0 | 1) =>
  post<null>(SystemUserApi.changeStatus, { userId, status });
export const setUserRoles = (userId: string, roleIds: string[]) =>
  post<null>(SystemUserApi.roleSet, { userId, roleIds });
export const resetUserPassword = (userId: string, password: string) =>
  post<null>(SystemUserApi.resetPwd, { userId, password });
export const deleteUsers = (ids: string[]) => post<null>(SystemUserApi.remove, { ids });
export const revealUserField = (userId: string, field: 'phone' | 'idCard') =>
  post<{ value: string }>(SystemUserApi.reveal, { userId, field });

export const downloadTemplate = async () => saveBinary(await getBinary(SystemUserApi.templateExport));
export const exportUsers = async (filters: Params) =>
  saveBinary(await getBinary(SystemUserApi.export, filters));

const uploadForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
};

export const checkImport = (file: File, updateExisting: boolean) =>
  post<ImportCheckResult>(SystemUserApi.templateCheck, uploadForm(file), {
    params: { updateExisting: String(updateExisting) },
  });

/** Resolves with the result, or with the 13017 reasons (the client has already shown "导入失败!"). */
export const runImport = async (file: File, updateExisting: boolean, initialPassword?: string) => {
  const envelope = await call<ImportResult | ImportFailure>(SystemUserApi.templateImport, {
    method: 'POST',
    body: uploadForm(file, initialPassword ? { initialPassword } : {}),
    params: { updateExisting: String(updateExisting) },
  });
  return envelope.code === 0
    ? { ok: true as const, result: envelope.data as ImportResult }
    : { ok: false as const, failure: envelope.data as ImportFailure };
};

/** The upload back as a workbook with a 错误原因 column and the bad rows in red. */
export const downloadImportErrors = async (file: File, updateExisting: boolean) =>
  saveBinary(
    await fetchBinary(SystemUserApi.templateErrors, {
      method: 'POST',
      body: uploadForm(file),
      params: { updateExisting: String(updateExisting) },
    }),
  );

export const fetchOnlinePage = (params: Params) =>
  get<PageResult<OnlineSessionRow>>(SystemUserApi.onlinePage, params);
export const forceLogout = (sessionIds: string[]) =>
  post<{ ended: number }>(SystemUserApi.forceLogout, { sessionIds });
