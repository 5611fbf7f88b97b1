import { like } from 'drizzle-orm';
import { API_BASE, type PageResult, type SignUpAdminRow, type SignUpPageQuery } from '@podium/contracts';
import { competitions, userRoles, users } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Shared set-up of the sign-up management tests: the demo app, its personas and a sibling school admin. */
export const setUpSignUpAdmin = async () => {
  const t = await createTestApp();
  const [teamCompetition] = await t.db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(like(competitions.name, '%全国大学生智能创新设计大赛'));
  // The school role held in 西山理工学院: the sibling of the `school` account's 东海大学.
  const [siblingAdmin] = await t.db
    .insert(users)
    .values({
      publicId: newPublicId(),
      username: 'xishan_admin',
      passwordHash: (await t.db.select({ h: users.passwordHash }).from(users).limit(1))[0]!.h,
      realName: '西山管理员',
      userType: 'teacher',
      groupId: t.fixture.groups.schoolB.id,
    })
    .returning({ id: users.id });
  await t.db.insert(userRoles).values({
    userId: siblingAdmin!.id,
    roleId: t.fixture.roles.school,
    groupId: t.fixture.groups.schoolB.id,
  });
  return {
    t,
    competitionId: teamCompetition!.publicId,
    organizer: await t.login('organizer'),
    school: await t.login('school'),
    sibling: await t.login('xishan_admin'),
    student: await t.login('student'),
  };
};

export const listOf = async (t: TestApp, token: string, query: SignUpPageQuery = {}) =>
  t.get<PageResult<SignUpAdminRow>>('/enroll/manage/page', {
    token,
    query: Object.fromEntries(Object.entries({ pageSize: 100, ...query }).map(([k, v]) => [k, String(v)])),
  });

/** GET a binary call through the app. */
export const download = (t: TestApp, path: string, token: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: { authorization: `Bearer ${token}` },
    query,
  });

export const upload = (
  t: TestApp,
  path: string,
  token: string,
  content: Buffer,
  fields: Record<string, string> = {},
) => {
  const { payload, headers } = multipartBody({ filename: 'teams.xlsx', content }, fields);
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
};
