import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, SubscribeDetail, SubscribeMessage } from '@podium/contracts';
import { subscribeMessages, userSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let student: string;
let student2: string;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
  student2 = await t.login('student2');
});
afterAll(() => t.close());

const messagesOf = (userId: number) =>
  t.db.select().from(subscribeMessages).where(eq(subscribeMessages.userId, userId));

describe('GET /sys/subscribe/message/page', () => {
  it('pages only my messages, newest first, with an unread filter', async () => {
    const res = await t.get<PageResult<SubscribeMessage>>('/sys/subscribe/message/page', { token: student });
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.rows.map((m) => m.topic).sort()).toEqual(['competition', 'review']);
    const unread = await t.get<PageResult<SubscribeMessage>>('/sys/subscribe/message/page', {
      token: student,
      query: { unread: 'true' },
    });
    expect(unread.body.data.rows.map((m) => [m.topic, m.read])).toEqual([['competition', false]]);
    const other = await t.get<PageResult<SubscribeMessage>>('/sys/subscribe/message/page', {
      token: student2,
    });
    expect(other.body.data.rows.map((m) => m.topic)).toEqual(['news']);
  });

  it('refuses a bad filter and needs a session', async () => {
    const bad = await t.get('/sys/subscribe/message/page', {
      token: student,
      query: { unread: 'maybe' },
      lang: 'en',
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^unread: /);
    expect((await t.get('/sys/subscribe/message/page')).body.code).toBe(11000);
  });
});

describe('POST /sys/subscribe/message/delete', () => {
  it('deletes my own messages only', async () => {
    const mine = await messagesOf(t.fixture.users.student.id);
    const theirs = await messagesOf(t.fixture.users.student2.id);
    const res = await t.post<{ deleted: number }>(
      '/sys/subscribe/message/delete',
      { ids: [mine[0]!.publicId, theirs[0]!.publicId] },
      { token: student },
    );
    expect(res.body.data).toEqual({ deleted: 1 });
    expect(await messagesOf(t.fixture.users.student.id)).toHaveLength(1);
    expect(await messagesOf(t.fixture.users.student2.id)).toHaveLength(1);
  });

  it('refuses an empty list and needs a session', async () => {
    const res = await t.post('/sys/subscribe/message/delete', { ids: [] }, { token: student, lang: 'en' });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/Too small/);
    expect((await t.post('/sys/subscribe/message/delete', { ids: ['x'] })).body.code).toBe(11000);
  });
});

describe('GET/POST /sys/user/subscribe/*', () => {
  it('shows my topics and channels with the topic options in my language', async () => {
    const res = await t.get<SubscribeDetail>('/sys/user/subscribe/detail', { token: student, lang: 'en' });
    expect(res.body.data).toMatchObject({ topics: ['competition', 'review'], channels: ['site', 'email'] });
    expect(res.body.data.topicOptions.map((o) => o.label)).toContain('Competition notices');
    const other = await t.get<SubscribeDetail>('/sys/user/subscribe/detail', { token: student2 });
    // Without saved settings: every topic in the site inbox (what platform/notify delivers).
    expect(other.body.data).toMatchObject({
      topics: other.body.data.topicOptions.map((o) => o.value),
      channels: ['site'],
    });
    expect(other.body.data.topics).toContain('competition');
  });

  it('saves my topics and channels, for me only', async () => {
    const res = await t.post(
      '/sys/user/subscribe/save',
      { topics: ['news', 'news', 'certificate'], channels: ['sms'] },
      { token: student2 },
    );
    expect(res.body.code).toBe(0);
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, t.fixture.users.student2.id));
    expect(row).toMatchObject({ topics: ['news', 'certificate'], channels: ['sms'] });
    const [mine] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, t.fixture.users.student.id));
    expect(mine!.topics).toEqual(['competition', 'review']);
  });

  it('refuses unknown topics and channels, writing nothing', async () => {
    const topic = await t.post(
      '/sys/user/subscribe/save',
      { topics: ['lottery'], channels: [] },
      { token: student },
    );
    expect(topic.body).toEqual({ code: 400, msg: '未知的订阅主题：lottery', data: null });
    const channel = await t.post(
      '/sys/user/subscribe/save',
      { topics: [], channels: ['pigeon'] },
      { token: student, lang: 'en' },
    );
    expect(channel.body.msg).toMatch(/^channels: /);
    const [mine] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, t.fixture.users.student.id));
    expect(mine!.topics).toEqual(['competition', 'review']);
    expect((await t.post('/sys/user/subscribe/save', { topics: [], channels: [] })).body.code).toBe(11000);
  });
});
