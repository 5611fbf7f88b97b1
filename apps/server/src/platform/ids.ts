import { createHash, randomBytes } from 'node:crypto';
import { nanoid } from 'nanoid';

/** Public id: nanoid's 64-character alphabet, length 21 (spec §9). */
export const newPublicId = () => nanoid();

/** A session token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and codes are stored only as SHA-256, so the table alone signs nobody in. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
