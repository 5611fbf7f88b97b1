import type { Envelope } from '@podium/contracts';

/** The success envelope every handler returns. */
export const ok = <T>(data: T): Envelope<T> => ({ code: 0, msg: 'ok', data });
