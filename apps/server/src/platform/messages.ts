import { validationMessages } from '@podium/contracts';

/** Languages the server answers in; Chinese unless the caller asks for English. */
export type Lang = 'zh' | 'en';

export const langOf = (acceptLanguage: string | undefined): Lang =>
  acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'zh';

/** Server-side messages, zh and en side by side so a missing translation is a type error. */
const catalogue = {
  'common.ok': { zh: '操作成功', en: 'Success' },
  'common.notFound': { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  'common.pathNotFound': { zh: '接口不存在：{path}', en: 'No such endpoint: {path}' },
  'common.internal': { zh: '系统出错', en: 'System error' },
  'common.auditFailed': {
    zh: '操作日志写入失败，本次操作未被确认，请稍后核对结果再重试',
    en: 'The operation log could not be written, so this action is not confirmed; check its result before trying again',
  },
  'common.busy': {
    zh: '当前请求较多，请 {seconds} 秒后重试',
    en: 'The server is busy; try again in {seconds} seconds',
  },
  'common.invalidJson': { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  'common.jsonTooDeep': {
    zh: '请求体嵌套层级过深',
    en: 'The request body is nested too deeply',
  },
  'common.invalidField': { zh: '{field}：{reason}', en: '{field}: {reason}' },
  'common.unknownField': { zh: '不允许的字段', en: 'field is not allowed' },
  'common.groupHeader': { zh: '无权以该机构身份操作', en: 'You may not act for this organisation' },
  'auth.sessionExpired': {
    zh: '当前登录已失效，请重新登录',
    en: 'Your session has expired, please sign in again',
  },
  'auth.noPermission': {
    zh: '该账号无权访问，请联系管理员授权',
    en: 'This account has no access; ask an administrator to grant it',
  },
  'auth.badCredentials': { zh: '用户名或密码错误', en: 'Wrong username or password' },
  'auth.userDisabled': {
    zh: '账号已停用，请联系管理员',
    en: 'This account is disabled; contact an administrator',
  },
  'auth.tooMany': {
    zh: '尝试次数过多，请 {seconds} 秒后再试',
    en: 'Too many attempts, try again in {seconds} seconds',
  },
  'auth.codeInvalid': { zh: '验证码错误或已过期', en: 'The code is wrong or has expired' },
  'auth.codeResend': {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Please wait {seconds} seconds before asking for another code',
  },
  'auth.accountUnknown': { zh: '该手机号或邮箱未注册', en: 'No account uses this phone number or email' },
  'auth.smsUnavailable': {
    zh: '短信服务未配置，请使用邮箱',
    en: 'SMS is not configured; use an email address',
  },
  'auth.usernameTaken': { zh: '用户名已被占用', en: 'This username is taken' },
  'auth.idCardTaken': { zh: '该身份证号已注册', en: 'This ID number is already registered' },
  'auth.accountTaken': { zh: '该手机号或邮箱已注册', en: 'This phone number or email is already registered' },
  'auth.consentRequired': {
    zh: '请阅读并同意《用户协议》和《隐私政策》',
    en: 'Please read and accept the user agreement and the privacy policy',
  },
  ...validationMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof catalogue;

/** A message written beside the code that throws it (each module keeps its own in `<domain>.messages.ts`). */
export type LocalizedText = Record<Lang, string>;
export type Message = MessageKey | LocalizedText;

/** Declares a module's messages; `satisfies` keeps both languages present. */
export const defineMessages = <T extends Record<string, LocalizedText>>(messages: T) => messages;

export const isMessageKey = (key: string): key is MessageKey => key in catalogue;

/** Translates `key`, filling `{name}` placeholders from `params`. */
/** A value put into a message: the same in both languages, or its own text in each (a time with its zone). */
export type MessageParam = string | number | Record<Lang, string>;

export const translate = (message: Message, lang: Lang, params: Record<string, MessageParam> = {}) =>
  (typeof message === 'string' ? catalogue[message][lang] : message[lang]).replace(
    /\{(\w+)\}/g,
    (_, name: string) => {
      const value = params[name];
      if (value === undefined) return `{${name}}`;
      return typeof value === 'object' ? value[lang] : String(value);
    },
  );

/** Field labels used in validation messages; unknown fields are named by their path. */
const fieldLabels: Record<string, Record<Lang, string>> = {
  username: { zh: '用户名', en: 'username' },
  password: { zh: '密码', en: 'password' },
  account: { zh: '手机号/邮箱', en: 'phone/email' },
  code: { zh: '验证码', en: 'code' },
  realName: { zh: '姓名', en: 'name' },
  idCard: { zh: '身份证号', en: 'ID number' },
  purpose: { zh: '用途', en: 'purpose' },
  userType: { zh: '用户类型', en: 'user type' },
  pageNum: { zh: '页码', en: 'page number' },
  pageSize: { zh: '每页条数', en: 'page size' },
  // Shared by every batch call ({ids: [...]}): one neutral label, whichever module registers first.
  ids: { zh: '所选记录', en: 'selection' },
};

/** Labels of one module's own fields, where its name for a field means something other modules' does not. */
export type FieldLabels = Record<string, LocalizedText>;

/** A field's label: the route's module's own label first (`config.fieldLabels`), else the shared one. */
export const fieldLabel = (path: string, lang: Lang, own?: FieldLabels) =>
  own?.[path]?.[lang] ?? fieldLabels[path]?.[lang] ?? path;

/**
 * Modules add the labels of their fields at import time. A shared label means the same everywhere, so a
 * module naming a field differently from one already registered is a programming error, refused as the app
 * is imported: were the first one imported to win, a message would change with import order (a sign-up
 * rejection said "原因" or "驳回原因" by which module loaded first). A module that does mean something else
 * by a name (`code` of an organisation is its 编码, elsewhere the 验证码) labels it for its own routes
 * (`labelModuleFields`, platform/validation.ts).
 */
export const registerFieldLabels = (labels: FieldLabels) => {
  for (const [field, label] of Object.entries(labels)) {
    const known = fieldLabels[field];
    if (known && (known.zh !== label.zh || known.en !== label.en))
      throw new Error(
        `field label conflict: "${field}" is ${known.zh}/${known.en} elsewhere, here ${label.zh}/${label.en}; ` +
          "use the shared label, or give the module's own routes theirs (labelModuleFields)",
      );
    fieldLabels[field] = label;
  }
};
