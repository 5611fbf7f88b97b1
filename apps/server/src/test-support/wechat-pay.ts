import { execFileSync } from 'node:child_process';
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * WeChat Pay v3 played locally: a merchant key pair (the app's), a platform key with a self-signed
 * certificate made by openssl at test time (WeChat's), the APIv3 key, notifications signed and encrypted
 * as WeChat sends them, and a loopback gateway that checks the app's signatures and signs its answers.
 */

export const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';

/** A platform private key and its self-signed certificate (serial PLATFORM_SERIAL), by openssl. */
export const platformCertificate = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wxpay-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=Tenpay.com Root CA/O=Tenpay.com',
        '-set_serial',
        `0x${PLATFORM_SERIAL}`,
      ],
      { stdio: 'ignore' },
    );
    return {
      privateKey: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      certificate: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Headers WeChat signs an answer or a notification with: over `timestamp\nnonce\nbody\n`. */
export const wechatSignedHeaders = (
  body: string,
  platformPrivateKey: string,
  { serial = PLATFORM_SERIAL, at = Date.now() }: { serial?: string; at?: number } = {},
) => {
  const timestamp = String(Math.floor(at / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(platformPrivateKey, 'base64');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': serial,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
};

/** A notification's body: the transaction encrypted AEAD_AES_256_GCM with the APIv3 key. */
export const wechatNotificationBody = (transaction: Record<string, unknown>, apiV3Key: string) => {
  const nonce = randomBytes(6).toString('hex'); // 12 characters, as WeChat's
  const associated = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associated));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final()]);
  return JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Buffer.concat([encrypted, cipher.getAuthTag()]).toString('base64'),
      associated_data: associated,
      nonce,
    },
  });
};

/** One call the mock gateway received; `signedByMerchant`: its Authorization verified with the merchant key. */
export type WechatCall = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  signedByMerchant: boolean;
};
export type WechatAnswer = { status: number; json?: Record<string, unknown> } | 'down';

/** Verifies the app's `Authorization: WECHATPAY2-SHA256-RSA2048 …` against the merchant's public key. */
const merchantSigned = (
  header: string | undefined,
  method: string,
  url: string,
  body: string,
  key: string,
) => {
  const fields = Object.fromEntries(
    [...(header ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
  );
  if (!header?.startsWith('WECHATPAY2-SHA256-RSA2048 ') || !fields.signature) return false;
  return createVerify('RSA-SHA256')
    .update(`${method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
    .verify(key, fields.signature, 'base64');
};

/**
 * A loopback server playing api.mch.weixin.qq.com: `answer` decides each call's answer, which is signed
 * with the platform key (a function: a test may sign with a forger's); files (a bill) are served by path.
 */
export const startWechatGateway = async (
  merchantPublicKey: string,
  platformPrivateKey: () => string,
  answer: (call: WechatCall) => WechatAnswer | Promise<WechatAnswer>,
) => {
  const calls: WechatCall[] = [];
  const files = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const signedByMerchant = merchantSigned(
        req.headers.authorization,
        method,
        `${url.pathname}${url.search}`,
        raw,
        merchantPublicKey,
      );
      const file = files.get(url.pathname);
      if (file && method === 'GET') {
        res.writeHead(signedByMerchant ? 200 : 401).end(signedByMerchant ? file : undefined);
        return;
      }
      const call = {
        method,
        path: `${url.pathname}${url.search}`,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        signedByMerchant,
      };
      calls.push(call);
      const result: WechatAnswer = signedByMerchant
        ? await answer(call)
        : { status: 401, json: { code: 'SIGN_ERROR', message: '签名错误' } };
      if (result === 'down') {
        res.writeHead(502).end();
        return;
      }
      if (result.status === 204) {
        res.writeHead(204).end();
        return;
      }
      const body = JSON.stringify(result.json ?? {});
      res.writeHead(result.status, {
        'content-type': 'application/json',
        ...wechatSignedHeaders(body, platformPrivateKey()),
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    serveFile: (filePath: string, content: Buffer) => {
      files.set(filePath, content);
      return `http://127.0.0.1:${port}${filePath}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
