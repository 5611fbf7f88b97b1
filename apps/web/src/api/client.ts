import { API_BASE, type Envelope } from '@podium/contracts';
import { getAccessToken, getGroupId } from '../storage/auth-storage.ts';
import { StorageKey } from '../storage/keys.ts';
import { parseLanguage } from '../storage/preferences.ts';
import { readItem } from '../storage/safe-storage.ts';
import { ApiError } from './api-error.ts';
import { applyCatalogue, headForHttpStatus, readEnvelopeHead, type CatalogueHandlers } from './catalogue.ts';
import { buildHeaders, toQueryString, type QueryParams } from './headers.ts';
import { reportTransportError, runtimeHandlers } from './runtime-handlers.ts';

/** Spec §9: effectively "never" for uploads and long exports, but still a bound. */
export const REQUEST_TIMEOUT_MS = 5_000_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Tests and special callers may swap the catalogue's side effects. */
  handlers?: CatalogueHandlers;
};

export const apiUrl = (path: string, params?: QueryParams): string =>
  `${API_BASE}${path}${toQueryString(params)}`;

/** Headers from what is stored right now, so a new token or group takes effect on the next call. */
export const currentHeaders = (): Record<string, string> =>
  buildHeaders({
    token: getAccessToken(),
    groupId: getGroupId(),
    language: parseLanguage(readItem(StorageKey.language)),
  });

const timeoutSignal = (signal: AbortSignal | undefined): AbortSignal => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
};

/** Performs the fetch; transport failures are reported once here and rethrown as ApiError. */
export const send = async (path: string, options: RequestOptions, accept?: string): Promise<Response> => {
  const { method = 'GET', params, body, headers, signal } = options;
  const init: RequestInit = {
    method,
    headers: { ...currentHeaders(), ...(accept ? { Accept: accept } : {}), ...headers },
    signal: timeoutSignal(signal),
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  try {
    return await fetch(apiUrl(path, params), init);
  } catch (cause) {
    if (signal?.aborted) throw new ApiError(0, 'cancelled', true);
    const isTimeout = cause instanceof DOMException && cause.name === 'TimeoutError';
    reportTransportError(isTimeout ? 'timeout' : 'network');
    throw new ApiError(0, isTimeout ? 'timeout' : 'network', true);
  }
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return null;
  }
};

/**
 * One call through the error catalogue (spec §8). Resolves the whole envelope for code 0 and for
 * 13017 (import failures carry their reasons in it); every other outcome rejects with ApiError.
 */
export const call = async <T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> => {
  const handlers = options.handlers ?? runtimeHandlers;
  const response = await send(path, options);
  const json = await readJson(response);
  const head = readEnvelopeHead(json) ?? headForHttpStatus(response.ok ? 500 : response.status);
  const outcome = applyCatalogue(head, handlers);
  if (outcome.kind === 'reject') throw outcome.error;
  // The server's schema for `path` guarantees this shape; the contracts package types it.
  return json as Envelope<T>;
};

/** The usual call: just the data of a successful response. */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  (await call<T>(path, options)).data;

/** Generic GET with query parameters (spec §7). */
export const get = <T>(path: string, params?: QueryParams, options: RequestOptions = {}): Promise<T> =>
  request<T>(path, { ...options, method: 'GET', params });

/** Generic POST with a JSON (or FormData) body (spec §7). */
export const post = <T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
  request<T>(path, { ...options, method: 'POST', body });
