import { MEMBER_FIELDS, type SignUpDetail } from '@podium/contracts';

type MemberField = SignUpDetail['requiredFields'][number];

/** Shown for every sign-up: how to reach a member and who they are, required or not. */
const ALWAYS: readonly MemberField[] = ['phone', 'idCard'];

/**
 * The member fields a sign-up's detail shows, in the sign-up form's order: the contact numbers always,
 * and every field the competition's sign-up form required (student number, college, grade…).
 */
export const memberFieldsShown = (required: readonly MemberField[]): MemberField[] =>
  MEMBER_FIELDS.filter((field) => ALWAYS.includes(field) || required.includes(field));

/** Advisors are teachers: a student number and a grade do not apply to them (the sign-up never asks). */
export const fieldApplies = (role: 'captain' | 'member' | 'advisor', field: MemberField): boolean =>
  role !== 'advisor' || (field !== 'studentNo' && field !== 'grade');
