import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/**
 * The three pieces of WeChat Pay v3's protocol, on node:crypto (each a few lines; the maintained npm
 * client, wechatpay-axios-plugin, would bring axios and an XML parser for the same three calls):
 * - a request is signed SHA256-with-RSA over `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n` with the
 *   merchant's API certificate key, sent as `Authorization: WECHATPAY2-SHA256-RSA2048 …`;
 * - an answer or a notification is verified over `TIMESTAMP\nNONCE\nBODY\n` with WeChat's platform
 *   certificate (or public key), whose serial the `Wechatpay-Serial` header must name;
 * - a notification's resource is AEAD_AES_256_GCM, keyed by the APIv3 key (the tag is the last 16 bytes).
 */

export const SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** A PEM, or bare base64 of a PKCS#8 key (as copied from a merchant platform's download). */
export const privateKeyOf = (text: string): KeyObject =>
  createPrivateKey(
    text.includes('-----BEGIN')
      ? text
      : { key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' },
  );

/** WeChat's verifying key and the serial its signatures name: a platform certificate, or a public key + id. */
export const platformKeyOf = (pem: string, publicKeyId: string | undefined) => {
  if (pem.includes('BEGIN CERTIFICATE')) {
    const cert = new X509Certificate(pem);
    return { key: cert.publicKey, serial: cert.serialNumber.toUpperCase() };
  }
  if (!publicKeyId) throw new Error('WECHATPAY_PUBLIC_KEY_ID is needed with WECHATPAY_PUBLIC_KEY');
  return { key: createPublicKey(pem), serial: publicKeyId.toUpperCase() };
};

export const nonce = () => randomBytes(16).toString('hex').toUpperCase();

export const signRsa = (key: KeyObject, message: string) =>
  createSign('RSA-SHA256').update(message).sign(key, 'base64');

/** The `Authorization` header of one request to WeChat Pay (pathAndQuery: as sent, e.g. `/v3/pay/…?mchid=1`). */
export const authorization = (
  merchant: { mchId: string; serial: string; key: KeyObject },
  method: string,
  pathAndQuery: string,
  body: string,
  at = new Date(),
) => {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonceStr = nonce();
  const signature = signRsa(merchant.key, `${method}\n${pathAndQuery}\n${timestamp}\n${nonceStr}\n${body}\n`);
  return `${SCHEMA} mchid="${merchant.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serial}"`;
};

export type SignedHeaders = {
  timestamp?: string;
  nonce?: string;
  signature?: string;
  serial?: string;
};

/**
 * WeChat's signature over an answer or a notification: the serial must be the platform key's, the
 * signature valid, and — when `windowSeconds` is given — the timestamp within that many seconds of now
 * (an old notification replayed is refused).
 */
export const verifySigned = (
  platform: { key: KeyObject; serial: string },
  headers: SignedHeaders,
  body: string,
  windowSeconds?: number,
  now = Date.now(),
): boolean => {
  const { timestamp, nonce: nonceStr, signature, serial } = headers;
  if (!timestamp || !nonceStr || !signature || !serial) return false;
  if (serial.toUpperCase() !== platform.serial) return false;
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  if (windowSeconds !== undefined && Math.abs(now / 1000 - Number(timestamp)) > windowSeconds) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonceStr}\n${body}\n`)
      .verify(platform.key, signature, 'base64');
  } catch {
    return false;
  }
};

/** A notification's `resource`, decrypted; undefined when the key, nonce, data or tag do not fit. */
export const decryptResource = (
  apiV3Key: string,
  resource: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown; algorithm?: unknown },
): string | undefined => {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return undefined;
  if (typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') return undefined;
  const key = Buffer.from(apiV3Key, 'utf8');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (key.length !== 32 || data.length <= 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(
      Buffer.from(typeof resource.associated_data === 'string' ? resource.associated_data : ''),
    );
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
};
