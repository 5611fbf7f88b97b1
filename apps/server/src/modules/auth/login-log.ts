import { loginLogs } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { RequestMeta } from '../../platform/deps.ts';
import { maskContact } from '../../platform/masking.ts';

type LoginEvent = {
  username: string;
  userId?: number;
  method: 'pwd' | 'code' | 'register' | 'handover';
  success: boolean;
  reason?: string;
};

/**
 * Appends one sign-in attempt to the login log (read-only for everyone afterwards). The account as typed
 * is kept masked when it is a phone number or an e-mail address (a code sign-in that failed), as the
 * operation log keeps it; an account name as typed.
 */
export const recordLogin = (db: Db, event: LoginEvent, meta: RequestMeta) =>
  db.insert(loginLogs).values({
    username: maskContact(event.username).slice(0, 120),
    userId: event.userId,
    method: event.method,
    success: event.success,
    reason: event.reason ?? '',
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 500),
  });
