import { expect, type APIRequestContext } from '@playwright/test';
import { API_BASE, type Envelope } from '@podium/contracts';
import type { actFor } from './auth.ts';

/** The headers a desk user sends while acting for a group (what `actFor` returns). */
export type ActingHeaders = Awaited<ReturnType<typeof actFor>>;

/**
 * Calls the API the way the desk does (GET without a body, POST with one) for a journey's set-up or
 * check, and returns the envelope's data; a refusal fails the journey with the server's own message.
 */
export async function apiCall<T>(
  request: APIRequestContext,
  headers: ActingHeaders,
  path: string,
  body?: unknown,
): Promise<T> {
  const response =
    body === undefined
      ? await request.get(`${API_BASE}${path}`, { headers })
      : await request.post(`${API_BASE}${path}`, { headers, data: body });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}
