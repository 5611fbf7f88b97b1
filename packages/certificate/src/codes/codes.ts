/**
 * Dynamic-data codes (spec §3): an element bound to a code is filled from the winner's record when a
 * certificate is issued. Text codes fill text; image codes fill an image's source.
 */
export const TEXT_CODES = [
  'school',
  'student',
  'teacher',
  'workName',
  'teamName',
  'allSchoolHor',
  'awardName',
  'competitionName',
  'issueDate',
  'workName_Portrait',
  'student_Portrait',
  'school_Portrait',
  'teacher_Portrait',
  'teacher_school_Portrait',
  'userSchool',
  'userName',
  'userName_mid',
  'companyName',
  'certCodePrefix',
  'certCodeSuffix',
  'randomCode',
  'allAutoincrementThree',
  'allAutoincrementFour',
  'autoincrementThree',
  'autoincrementFour',
] as const;
export const IMAGE_CODES = ['qrCode', 'seal'] as const;
export const DYNAMIC_CODES = [...TEXT_CODES, ...IMAGE_CODES] as const;

export type TextCode = (typeof TEXT_CODES)[number];
export type ImageCode = (typeof IMAGE_CODES)[number];
export type DynamicCode = TextCode | ImageCode;

/** Codes whose value is the body of the certificate number (whichever numbering kind made it). */
export const NUMBER_BODY_CODES = [
  'randomCode',
  'allAutoincrementThree',
  'allAutoincrementFour',
  'autoincrementThree',
  'autoincrementFour',
] as const satisfies readonly TextCode[];

/** What each code shows, for the designer's palette and placeholders (zh-CN first, English second). */
export const CODE_LABELS: Record<DynamicCode, { zh: string; en: string }> = {
  school: { zh: '学校', en: 'School' },
  student: { zh: '学生姓名', en: 'Students' },
  teacher: { zh: '指导教师', en: 'Teachers' },
  workName: { zh: '作品名称', en: 'Work name' },
  teamName: { zh: '团队名称', en: 'Team name' },
  allSchoolHor: { zh: '全部学校', en: 'All schools' },
  awardName: { zh: '奖项名称', en: 'Award' },
  competitionName: { zh: '竞赛名称', en: 'Competition' },
  issueDate: { zh: '发证日期', en: 'Issue date' },
  workName_Portrait: { zh: '作品名称（竖版）', en: 'Work name (portrait)' },
  student_Portrait: { zh: '学生姓名（竖版）', en: 'Students (portrait)' },
  school_Portrait: { zh: '学校（竖版）', en: 'Schools (portrait)' },
  teacher_Portrait: { zh: '指导教师（竖版）', en: 'Teachers (portrait)' },
  teacher_school_Portrait: { zh: '教师及学校（竖版）', en: 'Teachers with schools (portrait)' },
  userSchool: { zh: '获证人学校', en: 'Holder’s school' },
  userName: { zh: '获证人姓名', en: 'Holder’s name' },
  userName_mid: { zh: '获证人姓名（两字加空格）', en: 'Holder’s name (spaced)' },
  companyName: { zh: '单位名称', en: 'Company' },
  certCodePrefix: { zh: '编号前缀', en: 'Number prefix' },
  certCodeSuffix: { zh: '编号后缀', en: 'Number suffix' },
  randomCode: { zh: '随机编号', en: 'Random number' },
  allAutoincrementThree: { zh: '三位全局流水号', en: '3-digit number (all competitions)' },
  allAutoincrementFour: { zh: '四位全局流水号', en: '4-digit number (all competitions)' },
  autoincrementThree: { zh: '三位赛事流水号', en: '3-digit number (this competition)' },
  autoincrementFour: { zh: '四位赛事流水号', en: '4-digit number (this competition)' },
  qrCode: { zh: '溯源二维码', en: 'Traceability QR code' },
  seal: { zh: '电子印章', en: 'Seal' },
};

export const isTextCode = (code: string): code is TextCode =>
  (TEXT_CODES as readonly string[]).includes(code);
export const isImageCode = (code: string): code is ImageCode =>
  (IMAGE_CODES as readonly string[]).includes(code);
