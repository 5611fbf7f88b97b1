import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import { certSigningKeys } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

type Keys = { privateKey: KeyObject; publicKey: KeyObject; publicKeyText: string };
const cache = new WeakMap<object, Keys>();

const MESSAGE_PREFIX = 'podium-cert:v1:';

const fromRow = (row: { publicKey: string; privateKey: string }): Keys => {
  const publicKey = createPublicKey(row.publicKey);
  // The raw 32-byte key, base64url: what the trace page publishes for offline checking.
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    privateKey: createPrivateKey(row.privateKey),
    publicKey,
    publicKeyText: raw.toString('base64url'),
  };
};

/**
 * The platform's Ed25519 key pair: made on first use and kept in the database, so every process signs
 * with the same key and a restart keeps verifying old certificates. `db` may be a transaction.
 */
export const signingKeys = async (db: Db): Promise<Keys> => {
  const cached = cache.get(db);
  if (cached) return cached;
  let [row] = await db.select().from(certSigningKeys).where(eq(certSigningKeys.id, 1));
  if (!row) {
    const pair = generateKeyPairSync('ed25519');
    await db
      .insert(certSigningKeys)
      .values({
        id: 1,
        publicKey: pair.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
        privateKey: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      })
      .onConflictDoNothing();
    [row] = await db.select().from(certSigningKeys).where(eq(certSigningKeys.id, 1));
  }
  const keys = fromRow(row!);
  cache.set(db, keys);
  return keys;
};

export const signCode = (keys: Keys, code: string) =>
  sign(null, Buffer.from(MESSAGE_PREFIX + code), keys.privateKey).toString('base64url');

/** True when `signature` is this platform's signature of `code` (an altered code or signature fails). */
export const verifyCode = (keys: Keys, code: string, signature: string) => {
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.length !== 64) return false;
  return verify(null, Buffer.from(MESSAGE_PREFIX + code), keys.publicKey, bytes);
};

export const traceUrl = (origin: string, code: string, signature: string) =>
  `${origin}/certificate/trace?code=${encodeURIComponent(code)}&sig=${encodeURIComponent(signature)}`;
