import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Personal data at rest (phone and ID numbers): AES-256-GCM ciphertext plus a blind index
 * (HMAC-SHA256 under a separate derived key) for exact lookup and uniqueness without decrypting.
 */
export type PersonalDataCipher = {
  encrypt: (plain: string) => string;
  decrypt: (cipherText: string) => string;
  /** Deterministic keyed digest of the normalised value. */
  blindIndex: (plain: string) => string;
  /**
   * HMAC-SHA256 (base64url) of a signed link's payload (e.g. an expert's file ticket), under a key of its
   * own derived from the same DATA_KEY: links stay valid across processes and restarts, never across keys.
   */
  signLink: (payload: string) => string;
};

const VERSION = 'v1';

/** A setting problem that stops the start; main.ts prints it without a stack trace. */
export class StartupError extends Error {}

export const createPersonalDataCipher = (masterKey: Buffer): PersonalDataCipher => {
  if (masterKey.length !== 32) throw new StartupError('DATA_KEY must be 32 bytes (base64 or hex)');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32));
  const encKey = derive('podium:personal-data:enc');
  const indexKey = derive('podium:personal-data:index');
  const linkKey = derive('podium:signed-links');
  return {
    encrypt: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt: (cipherText) => {
      const [version, iv, tag, body] = cipherText.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('unreadable personal-data cipher text');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    blindIndex: (plain) =>
      createHmac('sha256', indexKey).update(plain.trim().toUpperCase()).digest('base64url'),
    signLink: (payload) => createHmac('sha256', linkKey).update(payload).digest('base64url'),
  };
};

const parseKey = (value: string) =>
  /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');

/**
 * The key comes from DATA_KEY. Without it, the embedded database keeps a generated key beside its data
 * (mode 0600) so a laptop install works with zero setup; a PostgreSQL install must set DATA_KEY.
 */
export const loadDataKey = (env: NodeJS.ProcessEnv, dataDir: string, isEmbedded: boolean): Buffer => {
  if (env.DATA_KEY) return parseKey(env.DATA_KEY);
  if (!isEmbedded) {
    throw new StartupError(
      'DATA_KEY is required with DATABASE_URL: 32 random bytes, e.g. `openssl rand -base64 32`.',
    );
  }
  const keyPath = path.join(dataDir, 'podium.key');
  if (!fs.existsSync(keyPath)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(keyPath, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return parseKey(fs.readFileSync(keyPath, 'utf8').trim());
};

// Masking lives in one place (masking.ts); re-exported for the callers that read numbers from here.
export { maskIdCard, maskPhone } from './masking.ts';
