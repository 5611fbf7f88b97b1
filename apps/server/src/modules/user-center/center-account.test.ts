import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCard, CenterProfile } from '@podium/contracts';
import { otpCodes, sessions, userBankCards, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { settledAudit } from './audit-rows.test-helper.ts';

let t: TestApp;
let student: string;
let student2: string;

const auditRows = (action: string) => settledAudit(t, { module: 'center', action });

beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
  student2 = await t.login('student2');
});
afterAll(() => t.close());

describe('sign-in is required', () => {
  it.each([
    ['GET', '/web/center/overview'],
    ['GET', '/web/center/profile'],
    ['GET', '/web/center/bankCard'],
    ['POST', '/web/center/profile/save'],
    ['POST', '/web/center/password/change'],
    ['POST', '/web/center/bankCard/save'],
  ] as const)('%s %s refuses an anonymous caller with 11000', async (method, path) => {
    const res = await t.call(method, path, method === 'POST' ? { body: {} } : {});
    expect(res.body.code).toBe(11000);
  });
});

describe('profile', () => {
  it('reads the seeded profile with the phone masked', async () => {
    const res = await t.get<CenterProfile>('/web/center/profile', { token: student });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      username: 'student',
      schoolName: '东海大学',
      studentNo: '2023010101',
    });
    expect(res.body.data.phone).toBe('139****0001');
    expect(res.body.data.collegeId).toBeTruthy();
  });

  it('saves name, gender, college, major and number; refuses a college of another school', async () => {
    const before = (await t.get<CenterProfile>('/web/center/profile', { token: student2 })).body.data;
    const colleges = await t.get<{ collegeId: string }[]>('/web/college/list', {
      token: student2,
      query: { schoolId: before.schoolId! },
    });
    const collegeId = colleges.body.data[0]!.collegeId;
    const majors = await t.get<{ majorId: string }[]>('/web/major/list', {
      token: student2,
      query: { collegeId },
    });
    const majorId = majors.body.data[0]!.majorId;
    const res = await t.post<CenterProfile>(
      '/web/center/profile/save',
      {
        realName: '周小同',
        gender: 2,
        schoolId: before.schoolId,
        collegeId,
        majorId,
        studentNo: 'XS-2024-01',
      },
      { token: student2 },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      realName: '周小同',
      gender: 2,
      collegeId,
      majorId,
      studentNo: 'XS-2024-01',
    });
    expect((await auditRows('profileSave')).filter((l) => l.success)).toHaveLength(1);

    const mine = (await t.get<CenterProfile>('/web/center/profile', { token: student })).body.data;
    const foreign = await t.post(
      '/web/center/profile/save',
      { realName: '李同学', schoolId: mine.schoolId, collegeId, majorId },
      { token: student, lang: 'en' },
    );
    expect(foreign.body).toMatchObject({
      code: 400,
      msg: 'The chosen college does not belong to the school',
    });
  });

  it('refuses an avatar file that is not the user’s own upload', async () => {
    const res = await t.post(
      '/web/center/profile/save',
      { realName: '李同学', avatarFileId: 'A'.repeat(21) },
      { token: student },
    );
    expect(res.body).toMatchObject({ code: 400, msg: '头像图片不存在或不是你上传的' });
  });
});

describe('password change', () => {
  it('by the old password: refuses a wrong one and a weak new one, then ends the other sessions only', async () => {
    const other = await t.login('student2');
    const wrong = await t.post(
      '/web/center/password/change',
      { oldPassword: 'not-it-123', password: 'NewPass2026' },
      { token: student2, lang: 'en' },
    );
    expect(wrong.body).toMatchObject({ code: 400, msg: 'The current password is wrong' });
    const weak = await t.post(
      '/web/center/password/change',
      { oldPassword: DEMO_PASSWORD, password: 'onlyletters' },
      { token: student2 },
    );
    expect(weak.body.code).toBe(400);
    expect(weak.body.msg).toContain('密码需包含字母和数字');

    const res = await t.post<{ endedSessions: number }>(
      '/web/center/password/change',
      { oldPassword: DEMO_PASSWORD, password: 'NewPass2026' },
      { token: student2 },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await t.get('/web/center/profile', { token: student2 })).body.code).toBe(0);
    expect((await t.get('/web/center/profile', { token: other })).body.code).toBe(11000);
    await expect(t.login('student2', 'NewPass2026')).resolves.toBeTruthy();
    const logs = await auditRows('passwordChange');
    expect(logs.filter((l) => l.success)).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain('NewPass2026');
    expect(JSON.stringify(logs)).not.toContain(DEMO_PASSWORD);
  });

  it('by a code sent to the account: wrong and expired codes are refused, the right one works once', async () => {
    const sent = await t.post<{ sentTo: string }>(
      '/web/center/code/send',
      { purpose: 'changePwd' },
      { token: student },
    );
    expect(sent.body.code).toBe(0);
    // The student has a phone (seeded) and the test sender reaches phones: the code goes there.
    expect(sent.body.data.sentTo).toBe('139****0001');
    const code = t.codes.lastCode('13912340001')!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.post(
      '/web/center/password/change',
      { code: wrongCode, password: 'ByCode2026' },
      { token: student },
    );
    expect(wrong.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    const res = await t.post(
      '/web/center/password/change',
      { code, password: 'ByCode2026' },
      { token: student },
    );
    expect(res.body.code).toBe(0);
    const reuse = await t.post(
      '/web/center/password/change',
      { code, password: 'Again2026x' },
      { token: student },
    );
    expect(reuse.body.code).toBe(400);

    // An expired code: student2's own code, sent and then aged past its five minutes.
    const token2 = await t.login('student2', 'NewPass2026');
    await t.post('/web/center/code/send', { purpose: 'changePwd' }, { token: token2 });
    const code2 = t.codes.lastCode('student2@podium.local')!;
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.account, 'student2@podium.local'));
    const expired = await t.post(
      '/web/center/password/change',
      { code: code2, password: 'Later2026x' },
      { token: token2 },
    );
    expect(expired.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    await expect(t.login('student', 'ByCode2026')).resolves.toBeTruthy();
  });
});

describe('phone and e-mail change', () => {
  it('sends the code to the NEW phone and needs the current password too', async () => {
    const token = await t.login('student', 'ByCode2026');
    const sent = await t.post<{ sentTo: string }>(
      '/web/center/code/send',
      { purpose: 'changePhone', phone: '13700001234' },
      { token },
    );
    expect(sent.body.data.sentTo).toBe('137****1234');
    const code = t.codes.lastCode('13700001234')!;
    const noReauth = await t.post(
      '/web/center/phone/change',
      { phone: '13700001234', code, currentPassword: 'wrong-pass-1' },
      { token },
    );
    expect(noReauth.body).toMatchObject({ code: 400, msg: '当前密码不正确' });
    const badFormat = await t.post(
      '/web/center/phone/change',
      { phone: '1370000', code, currentPassword: 'ByCode2026' },
      { token, lang: 'en' },
    );
    expect(badFormat.body.code).toBe(400);
    expect(badFormat.body.msg).toContain('must be a mobile number');
    const res = await t.post(
      '/web/center/phone/change',
      { phone: '13700001234', code, currentPassword: 'ByCode2026' },
      { token },
    );
    expect(res.body.code).toBe(0);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'student'));
    expect(user!.phoneCipher).not.toContain('13700001234');
    expect((await t.get<CenterProfile>('/web/center/profile', { token })).body.data.phone).toBe(
      '137****1234',
    );
    const [log] = (await auditRows('phoneChange')).filter((l) => l.success);
    expect(JSON.stringify(log)).not.toContain('13700001234');
  });

  it('refuses a phone another account already uses', async () => {
    const token = await t.login('student2', 'NewPass2026');
    // A demo teacher/student of 东海大学 holds this number (seeded by the system-users demo).
    await t.post('/web/center/code/send', { purpose: 'changePhone', phone: '13910001000' }, { token });
    const code = t.codes.lastCode('13910001000')!;
    const res = await t.post(
      '/web/center/phone/change',
      { phone: '13910001000', code, currentPassword: 'NewPass2026' },
      { token, lang: 'en' },
    );
    expect(res.body).toMatchObject({ code: 409, msg: 'Another account already uses this phone number' });
  });

  it('changes the e-mail by a code sent to the new address', async () => {
    const token = await t.login('student2', 'NewPass2026');
    await t.post(
      '/web/center/code/send',
      { purpose: 'changeEmail', email: 'Zhou@Example.edu.cn' },
      { token },
    );
    const code = t.codes.lastCode('zhou@example.edu.cn')!;
    const res = await t.post(
      '/web/center/email/change',
      { email: 'zhou@example.edu.cn', code, currentPassword: 'NewPass2026' },
      { token },
    );
    expect(res.body.code).toBe(0);
    expect((await t.get<CenterProfile>('/web/center/profile', { token })).body.data.email).toBe(
      'zhou@example.edu.cn',
    );
  });
});

describe('bank card', () => {
  it('shows the seeded card masked and stores the number encrypted', async () => {
    const token = await t.login('student', 'ByCode2026');
    const res = await t.get<BankCard>('/web/center/bankCard', { token });
    expect(res.body.data).toMatchObject({ bankName: '中国工商银行', cardNo: '6222 **** **** 3446' });
    const [row] = await t.db.select().from(userBankCards);
    expect(row!.cardCipher).not.toContain('6222020200112233446');
  });

  it('refuses a wrong length and a failed check digit with their own messages, changing nothing', async () => {
    const body = { accountName: '周同学', bankName: '中国银行' };
    const short = await t.post(
      '/web/center/bankCard/save',
      { ...body, cardNo: '62220202' },
      { token: student2 },
    );
    expect(short.body).toMatchObject({ code: 400, msg: '银行卡号应为12-19位数字' });
    const luhn = await t.post(
      '/web/center/bankCard/save',
      { ...body, cardNo: '6217 0012 3456 7890 123' },
      { token: student2, lang: 'en' },
    );
    expect(luhn.body).toMatchObject({
      code: 400,
      msg: 'This card number fails its check digit (Luhn); please check it for typos',
    });
    expect((await t.get('/web/center/bankCard', { token: student2 })).body.data).toBeNull();
  });

  it('saves a card, shows only the mask, audits without the number and removes it', async () => {
    const res = await t.post<BankCard>(
      '/web/center/bankCard/save',
      { accountName: '周同学', bankName: '中国银行', cardNo: '6217 0012 3456 7890 122' },
      { token: student2 },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.cardNo).toBe('6217 **** **** 0122');
    const logs = await auditRows('bankCardSave');
    expect(logs.some((l) => l.success)).toBe(true);
    expect(JSON.stringify(logs)).not.toContain('6217001234567890122');
    expect(JSON.stringify(logs)).not.toContain('6217 0012 3456 7890 12');
    // student's card stays student's: student2's save did not touch it.
    const studentToken = await t.login('student', 'ByCode2026');
    expect((await t.get<BankCard>('/web/center/bankCard', { token: studentToken })).body.data.cardNo).toBe(
      '6222 **** **** 3446',
    );
    expect((await t.post('/web/center/bankCard/delete', {}, { token: student2 })).body.code).toBe(0);
    expect((await t.get('/web/center/bankCard', { token: student2 })).body.data).toBeNull();
    const open = await t.db.select().from(sessions).where(isNull(sessions.revokedAt));
    expect(open.length).toBeGreaterThan(0);
  });
});
