import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedDelivery, PageResult } from '@podium/contracts';
import { enrollTeams, notifyDeliveries } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { newPublicId } from '../ids.ts';
import { createPersonalDataCipher } from '../personal-data.ts';
import { TEST_DATA_KEY } from '../../test-support/seeded-template.ts';
import { createChannelApp, type ChannelApp } from '../../test-support/notify-channels.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { emitEvent } from './index.ts';

/**
 * A loopback peer speaking Tencent Cloud's SMS API (POST JSON, action in X-TC-Action, answer wrapped in
 * `Response`): it keeps what it was sent and refuses numbers marked "limited", as the provider does.
 */
type SmsRequest = { action: string; authorization: string; body: Record<string, unknown> };
const requests: SmsRequest[] = [];
const limited = new Set<string>();
const peer = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw) as { PhoneNumberSet: string[] };
    requests.push({
      action: String(req.headers['x-tc-action']),
      authorization: String(req.headers.authorization),
      body,
    });
    const phone = body.PhoneNumberSet[0]!;
    const refused = limited.has(phone);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        Response: {
          SendStatusSet: [
            {
              SerialNo: refused ? '' : newPublicId(),
              PhoneNumber: phone,
              Fee: refused ? 0 : 1,
              Code: refused ? 'LimitExceeded.PhoneNumberDailyLimit' : 'Ok',
              Message: refused ? 'the number reached its daily limit' : 'send success',
              IsoCode: 'CN',
            },
          ],
          RequestId: newPublicId(),
        },
      }),
    );
  });
});

let t: TestApp;
let channel: ChannelApp;
const cipher = createPersonalDataCipher(TEST_DATA_KEY);
const newStudent = (phone: string, settings?: { topics: string[]; channels: string[] }) =>
  channel.newStudent({ phoneCipher: cipher.encrypt(phone), phoneIndex: cipher.blindIndex(phone) }, settings);
const smsTo = (phone: string) =>
  requests.filter(
    (r) => (r.body.PhoneNumberSet as string[]).includes(`+86${phone}`) && r.action === 'SendSms',
  );
const deliveriesOf = (userId: number) =>
  t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.userId, userId));

beforeAll(async () => {
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const port = (peer.address() as AddressInfo).port;
  channel = await createChannelApp(
    {
      tencentSms: {
        secretId: 'AKIDtest',
        secretKey: 'test-secret',
        region: 'ap-guangzhou',
        sdkAppId: '1400000000',
        signName: 'Podium',
        templateId: '100001',
        endpoint: `127.0.0.1:${port}`,
        protocol: 'http://',
      },
    },
    { competition: '短信通知', usernamePrefix: 'sms', realName: '短信学生' },
  );
  t = channel.t;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => peer.close(() => resolve()));
});

const signUp = (token: string, teamName: string) => channel.signUp(token, teamName);

describe('SMS notifications (Tencent Cloud SMS through its SDK, against a loopback peer)', () => {
  it('texts those who chose SMS for the topic, signed, with the template and the title; nobody else', async () => {
    const a = await newStudent('13800001111', { topics: ['competition'], channels: ['site', 'sms'] });
    const b = await newStudent('13800002222', { topics: ['competition'], channels: ['site'] });
    const c = await newStudent('13800003333');
    await signUp(a.token, '短信一队');
    await signUp(b.token, '短信二队');
    await signUp(c.token, '短信三队');
    await t.notify.drain();
    const [sent] = smsTo('13800001111');
    expect(sent).toBeDefined();
    expect(sent!.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtest\//);
    expect(sent!.body).toMatchObject({
      SmsSdkAppId: '1400000000',
      SignName: 'Podium',
      TemplateId: '100001',
      TemplateParamSet: ['报名已提交'],
    });
    expect(smsTo('13800002222')).toHaveLength(0);
    expect(smsTo('13800003333')).toHaveLength(0);
    // The row keeps the phone masked; the number itself is read from the account when sending.
    const [delivery] = await deliveriesOf(a.id);
    expect(delivery).toMatchObject({ channel: 'sms', status: 'sent', address: '138****1111', attempts: 1 });
    expect(await deliveriesOf(b.id)).toEqual([]);
  });

  it('texts a security notice whatever the settings', async () => {
    const d = await newStudent('13800004444', { topics: [], channels: [] });
    const changed = await t.post(
      '/web/center/password/change',
      { oldPassword: DEMO_PASSWORD, password: 'Other@12345' },
      { token: d.token },
    );
    expect(changed.body.code).toBe(0);
    await t.notify.drain();
    expect(smsTo('13800004444').map((r) => r.body.TemplateParamSet)).toEqual([['您的密码已修改']]);
  });

  it('retries a refused text with backoff, lists it as failed (masked), and sends it again on retry', async () => {
    const e = await newStudent('13800005555', { topics: ['competition'], channels: ['sms'] });
    limited.add('+8613800005555');
    await signUp(e.token, '短信五队');
    const deliveryOf = async () => (await deliveriesOf(e.id))[0];
    for (let round = 0; round < 50 && (await deliveryOf())?.status !== 'failed'; round += 1) {
      await t.notify.drain();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(smsTo('13800005555')).toHaveLength(5);
    const delivery = await deliveryOf();
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5, channel: 'sms' });
    expect(delivery!.lastError).toContain('LimitExceeded.PhoneNumberDailyLimit');

    const admin = await t.login('admin');
    const page = await t.get<PageResult<FailedDelivery>>('/sys/notify/failed/page', {
      token: admin,
      query: { pageSize: '50' },
    });
    const row = page.body.data.rows.find((r) => r.deliveryId === delivery!.publicId)!;
    expect(row).toMatchObject({ channel: 'sms', address: '138****5555', title: '报名已提交' });
    expect(JSON.stringify(page.body)).not.toContain('13800005555');
    // Filters: by channel and by topic.
    const filtered = async (query: Record<string, string>) =>
      (
        await t.get<PageResult<FailedDelivery>>('/sys/notify/failed/page', {
          token: admin,
          query: { pageSize: '50', ...query },
        })
      ).body.data.rows.map((r) => r.deliveryId);
    expect(await filtered({ channel: 'sms', topic: 'competition' })).toContain(row.deliveryId);
    expect(await filtered({ channel: 'email' })).not.toContain(row.deliveryId);
    expect(await filtered({ topic: 'news' })).not.toContain(row.deliveryId);
    const bad = await t.get('/sys/notify/failed/page', { token: admin, query: { channel: 'fax' } });
    expect(bad.body.code).toBe(400);

    limited.clear();
    const retried = await t.post('/sys/notify/failed/retry', { ids: [row.deliveryId] }, { token: admin });
    expect(retried.body.code).toBe(0);
    await t.notify.drain();
    expect(smsTo('13800005555')).toHaveLength(6);
    expect(await deliveryOf()).toMatchObject({ status: 'sent' });
  });

  it('writes no text for a change that rolled back', async () => {
    const f = await newStudent('13800006666', { topics: ['competition'], channels: ['sms'] });
    await signUp(f.token, '短信六队');
    await t.notify.drain();
    const before = smsTo('13800006666').length;
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.captainId, f.id));
    await t.db
      .transaction(async (tx) => {
        await emitEvent(tx, { type: 'signUp.approved', data: { teamId: team!.id } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.notify.drain();
    expect(smsTo('13800006666')).toHaveLength(before);
  });
});
