import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  SITE_NAME_EN,
  type CampaignRow,
  type FailedDelivery,
  type PageResult,
} from '@podium/contracts';
import {
  enrollTeams,
  notifyDeliveries,
  notifyReminders,
  subscribeMessages,
  userSubscriptions,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createChannelApp, type ChannelApp } from '../../test-support/notify-channels.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { emitEvent, sendDailyDigest } from './index.ts';

/** A real SMTP peer on loopback: keeps every message whole, refuses recipients while they are "busy". */
type Received = { to: string[]; raw: string };
const received: Received[] = [];
const busy = new Set<string>();
let refusals = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (busy.has(address.address)) {
      refusals += 1;
      return callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let t: TestApp;
let channel: ChannelApp;
const org = () => channel.org();
const newStudent = (email: string, settings?: { topics: string[]; channels: string[] }) =>
  channel.newStudent({ email }, settings);
const signUp = (token: string, teamName: string) => channel.signUp(token, teamName);
const mailTo = (address: string) => received.filter((m) => m.to.includes(address));
/** A header's value, unfolded (long headers continue on indented lines). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  channel = await createChannelApp(
    { smtpUrl: `smtp://127.0.0.1:${port}` },
    { competition: '邮件通知', usernamePrefix: 'mail', realName: '邮件学生' },
  );
  t = channel.t;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail notifications', () => {
  it('mails a subscriber HTML and text with the brand and a signed one-click unsubscribe per topic', async () => {
    const a = await newStudent('mail-a@example.edu.cn', {
      topics: ['competition'],
      channels: ['site', 'email'],
    });
    const b = await newStudent('mail-b@example.edu.cn', { topics: ['competition'], channels: ['site'] });
    await signUp(a.token, '邮件一队');
    await signUp(b.token, '邮件二队');
    await t.notify.drain();
    expect(mailTo('mail-b@example.edu.cn')).toHaveLength(0);
    const [mail] = mailTo('mail-a@example.edu.cn');
    expect(mail).toBeDefined();
    // Quoted-printable wraps long lines with a soft break (`=` at the line's end).
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain(SITE_NAME_EN);
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(mail!.raw).toMatch(/^Content-Type: text\/html/im);
    expect(header(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(http[^>]+)>/.exec(header(mail!.raw, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toContain(`/prod-api/sys/notify/unsubscribe?u=${a.publicId}&topic=competition&sig=`);
    const [delivery] = await t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.userId, a.id));
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, channel: 'email' });

    // The mail client's one-click POST switches the topic off; a tampered link changes nothing.
    const path = unsubscribe!.slice(unsubscribe!.indexOf(API_BASE));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const tampered = await t.app.inject({
      method: 'POST',
      url: path.replace('sig=', 'sig=x'),
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.statusCode).toBe(400);
    const shown = await t.app.inject({ method: 'GET', url: path });
    expect(shown.body).toContain('<form method="post"');
    const subscription = async () =>
      (await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, a.id)))[0]!;
    expect((await subscription()).topics).toEqual(['competition']);
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('已退订');
    expect((await subscription()).topics).toEqual([]);
    // A later competition notice (the team's approval) now reaches neither the inbox nor the mailbox.
    const [team] = await t.db
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .where(eq(enrollTeams.captainId, a.id));
    await t.db.transaction((tx) => emitEvent(tx, { type: 'signUp.approved', data: { teamId: team!.id } }));
    await t.notify.drain();
    expect(mailTo('mail-a@example.edu.cn')).toHaveLength(1);
  });

  it('mails a security notice whatever the settings, with no unsubscribe', async () => {
    const c = await newStudent('mail-c@example.edu.cn', { topics: [], channels: ['site'] });
    const changed = await t.post(
      '/web/center/password/change',
      { oldPassword: DEMO_PASSWORD, password: 'Other@12345' },
      { token: c.token },
    );
    expect(changed.body.code).toBe(0);
    await t.notify.drain();
    const [mail] = mailTo('mail-c@example.edu.cn');
    expect(mail!.raw).toMatch(/Your password was changed/);
    expect(header(mail!.raw, 'List-Unsubscribe')).toBeUndefined();
  });

  it('retries a refused mail with backoff, lists it as failed for operators, and sends it again on retry', async () => {
    const d = await newStudent('mail-d@example.edu.cn', { topics: ['competition'], channels: ['email'] });
    busy.add('mail-d@example.edu.cn');
    const before = refusals;
    await signUp(d.token, '邮件四队');
    const deliveryOf = async () =>
      (await t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.userId, d.id)))[0];
    // Each retry waits twice as long as the one before (1, 2, 4, 8 ms here): drain until it gives up.
    for (let round = 0; round < 50 && (await deliveryOf())?.status !== 'failed'; round += 1) {
      await t.notify.drain();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(refusals - before).toBe(5);
    const delivery = await deliveryOf();
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5 });
    expect(delivery!.lastError).toMatch(/busy/);

    const admin = await t.login('admin');
    const page = await t.get<PageResult<FailedDelivery>>('/sys/notify/failed/page', {
      token: admin,
      query: { pageSize: '50' },
      lang: 'en',
    });
    const row = page.body.data.rows.find((r) => r.deliveryId === delivery!.publicId)!;
    expect(row).toMatchObject({ address: 'm***@example.edu.cn', attempts: 5, title: 'Sign-up submitted' });
    expect(JSON.stringify(page.body)).not.toContain('mail-d@');
    // Only operators: a student may neither list nor retry.
    expect((await t.get('/sys/notify/failed/page', { token: d.token })).body.code).toBe(401);
    expect(
      (await t.post('/sys/notify/failed/retry', { ids: [row.deliveryId] }, { token: d.token })).body.code,
    ).toBe(401);

    busy.delete('mail-d@example.edu.cn');
    const retried = await t.post<{ retried: number }>(
      '/sys/notify/failed/retry',
      { ids: [row.deliveryId] },
      { token: admin },
    );
    expect(retried.body.data).toEqual({ retried: 1 });
    await t.notify.drain();
    expect(mailTo('mail-d@example.edu.cn')).toHaveLength(1);
    const [after] = await t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.id, delivery!.id));
    expect(after).toMatchObject({ status: 'sent' });
  });

  it('holds a digest reader’s mail for one daily digest, made once however many run it; security goes at once', async () => {
    const g = await newStudent('mail-g@example.edu.cn');
    const saved = await t.post(
      '/sys/user/subscribe/save',
      { topics: ['competition'], channels: ['site', 'email'], digest: true },
      { token: g.token },
    );
    expect(saved.body.code).toBe(0);
    const detail = await t.get<{ digest: boolean }>('/sys/user/subscribe/detail', { token: g.token });
    expect(detail.body.data.digest).toBe(true);
    await signUp(g.token, '摘要一队');
    const [team] = await t.db
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .where(eq(enrollTeams.captainId, g.id));
    await t.db.transaction((tx) => emitEvent(tx, { type: 'signUp.approved', data: { teamId: team!.id } }));
    const changed = await t.post(
      '/web/center/password/change',
      { oldPassword: DEMO_PASSWORD, password: 'Other@12345' },
      { token: g.token },
    );
    expect(changed.body.code).toBe(0);
    await t.notify.drain();
    // Only the security notice went at once; the two competition notices wait.
    expect(mailTo('mail-g@example.edu.cn').map((m) => header(m.raw, 'Subject'))).toEqual([
      expect.stringMatching(/password|密码|=\?UTF-8/i),
    ]);
    const held = (await t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.userId, g.id))).filter(
      (d) => d.status === 'held',
    );
    expect(held).toHaveLength(2);

    // Before 08:00 China time nothing is made; after it, two runs at once make one digest.
    await t.db.delete(notifyReminders);
    const early = new Date('2026-11-27T23:30:00Z'); // 07:30 on the 28th in China
    expect(await sendDailyDigest(t.db, early)).toBe(0);
    const morning = new Date('2026-11-28T00:30:00Z'); // 08:30 on the 28th in China
    const runs = await Promise.all([sendDailyDigest(t.db, morning), sendDailyDigest(t.db, morning)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDailyDigest(t.db, new Date(morning.getTime() + 3_600_000))).toBe(0);
    await t.notify.drain();
    const mails = mailTo('mail-g@example.edu.cn');
    expect(mails).toHaveLength(2);
    const digest = mails[1]!.raw;
    expect(header(digest, 'List-Unsubscribe')).toBeUndefined();
    const rows = await t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.userId, g.id));
    expect(rows.filter((d) => d.status === 'digested')).toHaveLength(2);
    expect(rows.filter((d) => d.topic === 'digest')).toMatchObject([{ status: 'sent' }]);
    const message = rows.find((d) => d.topic === 'digest')!.message as {
      title: { en: string };
      body: { zh: string };
    };
    expect(message.title.en).toBe('Daily digest: 2 new notifications');
    expect(message.body.zh).toContain('报名已提交');
    expect(message.body.zh).toContain('报名已通过审核');
  });
});

describe('expert applicants without an account', () => {
  it('are told the decision by e-mail at the address they applied with, and no one else hears of it', async () => {
    const deadline = new Date(Date.now() + 7 * 86400_000).toISOString();
    const campaign = await t.post<CampaignRow>(
      '/expert/recruitment/save',
      { title: '邮件招募', fields: ['ai'], deadline, description: '说明' },
      org(),
    );
    const campaignId = campaign.body.data.campaignId;
    const apply = async (name: string, phone: string, email: string) => {
      const res = await t.post<{ applicationId: string }>('/web/expert/recruitment/apply', {
        campaignId,
        name,
        title: '研究员',
        organisation: '云岭研究院',
        fields: ['ai'],
        phone,
        email,
        introduction: '十年研究经历',
        agreed: true,
      });
      expect(res.body.code).toBe(0);
      return res.body.data.applicationId;
    };
    const yes = await apply('邮件专家甲', '13655551001', 'apply-yes@example.edu.cn');
    const no = await apply('邮件专家乙', '13655551002', 'apply-no@example.edu.cn');
    const silent = await apply('邮件专家丙', '13655551003', '');
    const mark = received.length;
    const decide = async (path: string, body: object) =>
      expect((await t.post(`/expert/recruitment/application/${path}`, body, org())).body.code).toBe(0);
    await decide('approve', { applicationId: yes });
    await decide('reject', { applicationId: no, reason: '领域不符' });
    await decide('reject', { applicationId: silent, reason: '名额已满' });
    await t.notify.drain();

    const guestRows = await t.db
      .select()
      .from(notifyDeliveries)
      .where(and(isNull(notifyDeliveries.userId), eq(notifyDeliveries.topic, 'review')));
    expect(guestRows.map((r) => r.address).sort()).toEqual([
      'apply-no@example.edu.cn',
      'apply-yes@example.edu.cn',
    ]);
    expect(guestRows.every((r) => r.status === 'sent' && r.channel === 'email')).toBe(true);
    const byAddress = (a: string) =>
      guestRows.find((r) => r.address === a)!.message as {
        title: { zh: string; en: string };
        body: { zh: string; en: string };
      };
    expect(byAddress('apply-yes@example.edu.cn').title.en).toBe('Your expert application was approved');
    expect(byAddress('apply-no@example.edu.cn').body.zh).toContain('领域不符');
    expect(byAddress('apply-no@example.edu.cn').body.en).toContain('邮件招募');
    // Each mailed once, with no unsubscribe link (they have no settings); only these two received anything.
    const mails = received.slice(mark);
    expect(
      mails
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['apply-no@example.edu.cn', 'apply-yes@example.edu.cn']);
    for (const mail of mails) expect(header(mail.raw, 'List-Unsubscribe')).toBeUndefined();
    // No account hears of it on the site (the deciding organiser neither).
    const messages = await t.db
      .select()
      .from(subscribeMessages)
      .where(eq(subscribeMessages.titleEn, 'Your expert application was approved'));
    expect(messages).toEqual([]);
  });
});
