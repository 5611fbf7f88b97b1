import { createSign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the mock gateway received: the method and its biz_content. */
export type GatewayCall = { method: string; biz: Record<string, unknown> };
export type GatewayAnswer = Record<string, unknown> | 'down';

/**
 * A loopback HTTP server playing Alipay's gateway (`gateway.do`): it reads the SDK's form POST, asks
 * `answer` for the response node of the method, and signs it (RSA2) with "Alipay's" private key as the
 * real gateway does, so the SDK's own response verification runs. `answer` may return `'down'` (HTTP 502), and may take its time
 * (a test looks at the database while the app waits for the gateway).
 */
export const startAlipayGateway = async (
  /** "Alipay's" private key (a function: a test may sign one answer with a forger's key). */
  alipayPrivateKey: () => string,
  answer: (call: GatewayCall) => GatewayAnswer | Promise<GatewayAnswer>,
) => {
  const calls: GatewayCall[] = [];
  /** Files served by GET (a bill's zip behind `bill_download_url`), by path. */
  const files = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const served =
      req.method === 'GET' ? files.get(new URL(req.url ?? '/', 'http://127.0.0.1').pathname) : undefined;
    if (served) {
      res.writeHead(200, { 'content-type': 'application/zip' }).end(served);
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', async () => {
      const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
      const form = new URLSearchParams(body);
      const field = (name: string) => form.get(name) ?? query.get(name) ?? '';
      const call = {
        method: field('method'),
        biz: JSON.parse(field('biz_content') || '{}') as Record<string, unknown>,
      };
      calls.push(call);
      const node = await answer(call);
      if (node === 'down') {
        res.writeHead(502).end();
        return;
      }
      const content = JSON.stringify(node);
      const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(alipayPrivateKey(), 'base64');
      const key = `${call.method.replaceAll('.', '_')}_response`;
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${key}":${content},"sign":"${sign}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    calls,
    /** Serves `content` at `path`; answers its full address (what the bill query hands out). */
    serveFile: (path: string, content: Buffer) => {
      files.set(path, content);
      return `http://127.0.0.1:${port}${path}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
