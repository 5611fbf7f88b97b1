import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { API_BASE, type MyWork } from '@podium/contracts';
import { competitionStages, competitions, enrollTeams, users, works } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { demoPdf } from './demo-documents.ts';

export const DONGHAI = '第十二届东海杯大学生数学建模挑战赛';

/** A small valid PDF with a label, so two uploads differ. */
export const pdfNamed = (label: string) => demoPdf([label]);

/** Starts the test app listening (tus needs real sockets) and returns its base URL. */
export const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

const send = (
  base: string,
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: Buffer,
) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });

/**
 * Uploads bytes through tus (create, then one PATCH) the way the web does; answers the file id, or the
 * refusal's status and body when the server refuses the content.
 */
export const tusUpload = async (
  base: string,
  token: string,
  body: Buffer,
  name: string,
  purpose = 'workFile',
) => {
  const meta = `filename ${Buffer.from(name).toString('base64')},purpose ${Buffer.from(purpose).toString('base64')}`;
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await send(base, 'POST', `${API_BASE}/common/upload/tus`, {
    ...headers,
    'upload-length': body.length,
    'upload-metadata': meta,
  });
  if (created.status !== 201) return { fileId: undefined, status: created.status, body: created.body };
  const location = created.headers.location!;
  const path = location.startsWith('http') ? new URL(location).pathname : location;
  const patched = await send(
    base,
    'PATCH',
    path,
    { ...headers, 'upload-offset': 0, 'content-type': 'application/offset+octet-stream' },
    body,
  );
  const fileId = patched.headers['upload-file-id'] as string | undefined;
  return { fileId, status: patched.status, body: patched.body };
};

/** Internal ids of the demo competition and its first stage. */
export const donghai = async (t: TestApp) => {
  const [row] = await t.db
    .select({
      competitionId: competitions.id,
      competitionPublicId: competitions.publicId,
      stageId: competitionStages.id,
    })
    .from(competitions)
    .innerJoin(competitionStages, eq(competitionStages.competitionId, competitions.id))
    .where(eq(competitions.name, DONGHAI));
  return row!;
};

/** The demo sign-up of a user in 东海杯 (public id). */
/** The demo sign-up of `username` that has a work (other areas' demo data gives the same students more sign-ups). */
export const teamOf = async (t: TestApp, username: string) => {
  const [row] = await t.db
    .select({ teamId: enrollTeams.publicId })
    .from(enrollTeams)
    .innerJoin(users, eq(users.id, enrollTeams.captainId))
    .innerJoin(works, eq(works.teamId, enrollTeams.id))
    .where(eq(users.username, username));
  return row!.teamId;
};

export const myWork = async (t: TestApp, token: string, teamId: string) =>
  (await t.get<MyWork>('/web/work/mine', { token, query: { teamId } })).body;
