import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryTaskSaveBody } from '@podium/contracts';
import { subscribeMessages, summaryTasks, userSubscriptions } from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { dueKind, sendDueReminders } from './reminders.ts';

/** A loopback SMTP peer: accepts every message and keeps what was sent (envelope recipient and data). */
const startSmtpPeer = async () => {
  const mails: { to: string; data: string }[] = [];
  const server = net.createServer((socket) => {
    let to = '';
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 loopback ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push({ to, data });
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line);
        buffer = buffer.slice(line + 2);
        const verb = command.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 loopback\r\n');
        else if (verb === 'RCPT') {
          to = /<([^>]*)>/.exec(command)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { mails, url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
};

let t: TestApp;
let second: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let g: TestApp['fixture']['groups'];
const DAY = 86_400_000;

const messagesOf = async (userId: number, title: string) =>
  (await t.db.select().from(subscribeMessages).where(eq(subscribeMessages.userId, userId))).filter((m) =>
    m.title.startsWith(`报送提醒：${title}`),
  );

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Notifications are dispatched by hand (`t.notify.drain()`), mail through the loopback peer.
  t = await createTestApp({ startJobs: false, config: { smtpUrl: smtp.url } });
  // A second server process of the same deployment (same database, same configuration).
  second = await createTestApp({
    startJobs: false,
    config: { smtpUrl: smtp.url },
    shareDatabaseOf: { database: t.database, fixture: t.fixture },
  });
  g = t.fixture.groups;
});
afterAll(async () => {
  await second.close();
  await t.close();
  await smtp.close();
});

describe('reminders to schools that have not submitted', () => {
  it('knows which reminder is due for a deadline', () => {
    const now = new Date('2026-06-10T00:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    expect(dueKind(at(5), now)).toBeNull();
    expect(dueKind(at(2.5), now)).toBe('before3');
    expect(dueKind(at(0.5), now)).toBe('before1');
    expect(dueKind(at(-1), now)).toBe('overdue');
    expect(dueKind(at(-30), now)).toBeNull();
  });

  it('sends each one once through the inbox, and by e-mail where the person subscribed, even across processes', async () => {
    const organizer = await t.login('organizer');
    const reporterB = await createActor(t, {
      username: 'xishan_done',
      group: g.schoolB,
      permissions: ['summary:fill'],
    });
    const title = '提醒测试报送';
    const body: SummaryTaskSaveBody = {
      title,
      deadline: new Date(Date.now() + 2.5 * DAY).toISOString(),
      fields: [{ key: 'contact', label: '联系人', type: 'text', required: true }],
      schoolIds: [g.schoolA.publicId, g.schoolB.publicId],
    };
    const org = { token: organizer, groupId: g.organizer.publicId };
    const { taskId } = (await t.post<{ taskId: string }>('/summary/task/save', body, org)).body.data;
    await t.post('/summary/task/publish', { taskId }, org);
    // School B has answered (nothing to report): it is not reminded.
    await t.post(
      '/summary/my/nothing',
      { taskId, reason: '无' },
      { token: reporterB.token, groupId: g.schoolB.publicId },
    );
    // The task's publication was told already (site only); this file is about the reminders.
    await t.notify.drain();
    // The `school` account of 东海大学 asked for reporting reminders by e-mail too.
    const settings = { topics: ['summary'], channels: ['site', 'email'] };
    await t.db
      .insert(userSubscriptions)
      .values({ userId: t.fixture.users.school.id, ...settings })
      .onConflictDoUpdate({ target: userSubscriptions.userId, set: settings });

    const now = new Date();
    const [one, two] = await Promise.all([sendDueReminders(t.db, now), sendDueReminders(second.db, now)]);
    const sent = [...one, ...two];
    expect(sent.map((s) => [s.kind, s.schoolId])).toEqual([['before3', g.schoolA.id]]);
    await Promise.all([t.notify.drain(), second.notify.drain()]);
    expect(await messagesOf(t.fixture.users.school.id, title)).toHaveLength(1);
    expect(await messagesOf(reporterB.userId, title)).toHaveLength(0);
    expect(smtp.mails.map((m) => m.to)).toEqual(['school@podium.local']);
    expect(smtp.mails[0]!.data).toContain('Subject:');
    // A later run sends nothing new.
    expect(await sendDueReminders(t.db, new Date(now.getTime() + 60_000))).toEqual([]);

    // The day before, then overdue: one each.
    const [task] = await t.db.select().from(summaryTasks).where(eq(summaryTasks.publicId, taskId));
    const dayBefore = new Date(task!.deadline.getTime() - 12 * 3_600_000);
    expect((await sendDueReminders(t.db, dayBefore)).map((s) => s.kind)).toEqual(['before1']);
    expect(await sendDueReminders(second.db, dayBefore)).toEqual([]);
    const late = new Date(task!.deadline.getTime() + 3_600_000);
    expect((await sendDueReminders(second.db, late)).map((s) => s.kind)).toEqual(['overdue']);
    await t.notify.drain();
    const inbox = await messagesOf(t.fixture.users.school.id, title);
    expect(inbox).toHaveLength(3);
    expect(inbox.every((m) => m.topic === 'summary' && m.link === '/summary/submission')).toBe(true);
    expect(inbox.some((m) => m.content.includes('已于') && m.contentEn.includes('closed on'))).toBe(true);
    expect(smtp.mails).toHaveLength(3);
  });
});
