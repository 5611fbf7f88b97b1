import { timingSafeEqual } from 'node:crypto';
import type { PersonalDataCipher } from '../personal-data.ts';

const payload = (userPublicId: string, topic: string) => `notify-unsubscribe:${userPublicId}:${topic}`;

/** The signed one-click unsubscribe address of one person and topic (no session: it is in their mail). */
export const unsubscribeUrl = (
  cipher: PersonalDataCipher,
  origin: string,
  userPublicId: string,
  topic: string,
) => {
  const query = new URLSearchParams({
    u: userPublicId,
    topic,
    sig: cipher.signLink(payload(userPublicId, topic)),
  });
  return `${origin}/prod-api/sys/notify/unsubscribe?${query.toString()}`;
};

export const unsubscribeSignatureHolds = (
  cipher: PersonalDataCipher,
  userPublicId: string,
  topic: string,
  signature: string,
) => {
  const expected = Buffer.from(cipher.signLink(payload(userPublicId, topic)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
