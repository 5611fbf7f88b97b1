/**
 * Messages of our own validation rules, in both languages. Schemas carry the key (`{ message: MsgKey.x }`);
 * the server translates it for the caller and the web's forms can show the same words.
 */
export const validationMessages = {
  'validation.passwordWeak': { zh: '密码需包含字母和数字', en: 'must contain letters and digits' },
  'validation.accountFormat': {
    zh: '请输入正确的手机号或邮箱',
    en: 'must be a mobile number or an email address',
  },
  'validation.codeFormat': { zh: '验证码为6位数字', en: 'must be 6 digits' },
  'validation.idCardLength': {
    zh: '无效的身份证号码：必须为18位字符串',
    en: 'invalid ID number: must be 18 characters',
  },
  'validation.idCardBirth': { zh: '无效的出生日期', en: 'invalid birth date' },
  'validation.idCardChecksum': {
    zh: '身份证号码校验位不正确，请核对后重新输入',
    en: 'the ID number’s check digit is wrong; please check the number',
  },
  'validation.phoneFormat': { zh: '请输入正确的手机号', en: 'must be a mobile number' },
  'validation.emailFormat': { zh: '请输入正确的邮箱', en: 'must be an email address' },
  'validation.usernameFormat': {
    zh: '须以字母开头，4-32位字母、数字或下划线',
    en: 'must start with a letter: 4-32 letters, digits or underscores',
  },
  'validation.sitePath': {
    zh: '须为本站路径，以单个“/”开头，不含反斜杠或空格',
    en: 'must be a path on this site: one leading “/”, no backslashes or spaces',
  },
  'validation.linkFormat': {
    zh: '须为本站路径或 http(s) 地址',
    en: 'must be a path on this site or an http(s) address',
  },
  'validation.controlChars': { zh: '不能包含控制字符', en: 'must not contain control characters' },
  // A lone UTF-16 surrogate (half of an emoji, "\ud800"): no real text holds one and PostgreSQL refuses it.
  'validation.loneSurrogate': {
    zh: '包含无效字符（不完整的 Unicode 字符），请重新输入',
    en: 'contains an invalid character (an incomplete Unicode character); type it again',
  },
  // The number is FONT_SUBSET_MAX_CHARS (certificates.ts): messages take no parameters from a schema.
  'validation.fontSubsetChars': { zh: '最多 2000 个不同的字符', en: 'at most 2000 different characters' },
  'validation.dateRangeReversed': {
    zh: '结束日期不能早于开始日期',
    en: 'the end date must not be before the start date',
  },
  'validation.notBlank': { zh: '不能为空，请填写', en: 'must not be empty' },
  'validation.usccChecksum': {
    zh: '统一社会信用代码应为18位，且校验位正确',
    en: 'must be an 18-character unified social credit code with a correct check character',
  },
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Keys by name, for schemas: `z.string().refine(fn, { message: MsgKey.passwordWeak })`. */
export const MsgKey = {
  passwordWeak: 'validation.passwordWeak',
  accountFormat: 'validation.accountFormat',
  codeFormat: 'validation.codeFormat',
  idCardLength: 'validation.idCardLength',
  idCardBirth: 'validation.idCardBirth',
  idCardChecksum: 'validation.idCardChecksum',
  phoneFormat: 'validation.phoneFormat',
  emailFormat: 'validation.emailFormat',
  usernameFormat: 'validation.usernameFormat',
  sitePath: 'validation.sitePath',
  linkFormat: 'validation.linkFormat',
  controlChars: 'validation.controlChars',
  loneSurrogate: 'validation.loneSurrogate',
  fontSubsetChars: 'validation.fontSubsetChars',
  dateRangeReversed: 'validation.dateRangeReversed',
  usccChecksum: 'validation.usccChecksum',
  notBlank: 'validation.notBlank',
} as const satisfies Record<string, ValidationMessageKey>;
