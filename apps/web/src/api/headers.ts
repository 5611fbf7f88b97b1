import { GROUP_HEADER } from '@podium/contracts';
import type { Language } from '../storage/preferences.ts';

export type HeaderInput = {
  token: string | null;
  groupId: string | null;
  language: Language;
};

/** Headers every call carries: token, chosen group, and the language the server should answer in. */
export const buildHeaders = ({ token, groupId, language }: HeaderInput): Record<string, string> => {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language === 'en' ? 'en' : 'zh-CN',
  };
  if (token) headers.Authorization = token;
  if (groupId) headers[GROUP_HEADER] = groupId;
  return headers;
};

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Query string without empty values, repeating keys for arrays. */
export const toQueryString = (params: QueryParams | undefined): string => {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
