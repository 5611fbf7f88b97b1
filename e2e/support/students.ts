import { expect, type APIRequestContext } from '@playwright/test';
import {
  API_BASE,
  ApiPath,
  CenterApi,
  SchoolApi,
  type Envelope,
  type PageResult,
  type SchoolPortalRow,
} from '@podium/contracts';
import { lastCodeFor } from './codes.ts';

export type FreshStudent = { username: string; password: string; realName: string; account: string };

let made = 0;

/**
 * Registers a new student through the API, as the register page does (a one-time code to an e-mail
 * address, read from the server's code log): journeys that change a student's state use one of their own
 * instead of a demo account, so they need no restoring and never meet another journey's leftovers.
 */
export async function freshStudent(
  request: APIRequestContext,
  realName: string,
  userType: 'student' | 'teacher' = 'student',
): Promise<FreshStudent> {
  const tag = `${Date.now().toString(36)}${(made++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const student = {
    username: `e2e_${tag}`,
    password: `Fresh${tag}9`,
    realName,
    account: `e2e-${tag}@example.edu.cn`,
  };
  const sent = await request.post(`${API_BASE}${ApiPath.sendCode}`, {
    data: { account: student.account, purpose: 'register' },
  });
  expect(((await sent.json()) as Envelope<unknown>).code, 'register code sent').toBe(0);
  const code = await lastCodeFor(student.account);
  const registered = await request.post(`${API_BASE}${ApiPath.register}`, {
    data: {
      username: student.username,
      realName,
      account: student.account,
      code,
      password: student.password,
      userType,
      agreed: true,
    },
  });
  const body = (await registered.json()) as Envelope<unknown>;
  expect(body.code, `register ${student.username}: ${body.msg}`).toBe(0);
  return student;
}

/**
 * Sets a fresh student's first school in their profile (the first choice needs no approval), as the
 * profile page does: a student with no school cannot join a team signed up from a school.
 */
export async function chooseSchool(
  request: APIRequestContext,
  token: string,
  realName: string,
  schoolName = '东海大学',
): Promise<void> {
  const found = await request.get(`${API_BASE}${SchoolApi.portalPage}`, { params: { keyword: schoolName } });
  const school = ((await found.json()) as Envelope<PageResult<SchoolPortalRow>>).data.rows[0]!;
  const saved = await request.post(`${API_BASE}${CenterApi.profileSave}`, {
    headers: { authorization: token },
    data: { realName, schoolId: school.schoolId },
  });
  expect(((await saved.json()) as Envelope<unknown>).code, `${realName} chooses ${schoolName}`).toBe(0);
}
