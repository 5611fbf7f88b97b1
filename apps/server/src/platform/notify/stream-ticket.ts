import { timingSafeEqual } from 'node:crypto';
import type { PersonalDataCipher } from '../personal-data.ts';

/** A ticket opens the stream within this time (the stream then stays open as long as the page). */
const TICKET_MS = 60_000;

const payload = (userPublicId: string, expires: number) => `notify-stream:${userPublicId}:${expires}`;

/**
 * The bell's stream is an EventSource, which cannot send the bearer header (and a session token never goes
 * in an address): the signed-in page asks for a one-minute ticket naming the person, and opens the stream
 * with it. The stream carries only "count again" pings, never a message.
 */
export const issueStreamTicket = (cipher: PersonalDataCipher, userPublicId: string, now = Date.now()) => {
  const expires = now + TICKET_MS;
  return `${userPublicId}.${expires}.${cipher.signLink(payload(userPublicId, expires))}`;
};

/** The person a genuine, unexpired ticket names (public id), else null. */
export const readStreamTicket = (cipher: PersonalDataCipher, ticket: string, now = Date.now()) => {
  const [userPublicId, expiresText, signature] = ticket.split('.');
  const expires = Number(expiresText);
  if (!userPublicId || !signature || !Number.isFinite(expires) || expires < now) return null;
  const expected = Buffer.from(cipher.signLink(payload(userPublicId, expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userPublicId : null;
};
