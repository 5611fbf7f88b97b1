import fs from 'node:fs';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { CenterCodePurpose, CodePurpose as PublicCodePurpose } from '@podium/contracts';
import { badRequest } from './errors.ts';

/**
 * Delivers one-time codes. The console sender is the demo/dev provider (codes go to the server log, where
 * only whoever runs the server reads them); SMTP mails them for real. No sender ever hands a code back to
 * the caller of the API.
 */
export type CodeSender = {
  /** Whether this sender can reach an account of this form (SMTP: email only), decided without a lookup. */
  accepts: (account: string) => boolean;
  send: (account: string, code: string, purpose: CodePurpose) => Promise<void>;
};

const isEmail = (account: string) => account.includes('@');

/** Public purposes and the user centre's account changes (changePhone, changeEmail, changePwd). */
type CodePurpose = PublicCodePurpose | CenterCodePurpose;

const purposeText: Record<CodePurpose, string> = {
  login: '登录',
  register: '注册',
  retrieve: '找回密码',
  changePhone: '更换手机号',
  changeEmail: '更换邮箱',
  changePwd: '修改密码',
};

/**
 * Writes codes to the server log; with `codeLogFile` (CODE_LOG_FILE) also one JSON line per code to that
 * file, so a browser journey can read them as a person reads the log.
 */
export const createConsoleCodeSender = (log: FastifyBaseLogger, codeLogFile?: string): CodeSender => ({
  accepts: () => true,
  send: async (account, code, purpose) => {
    log.warn({ account, purpose, code }, 'one-time code (console provider: codes are only in this log)');
    if (codeLogFile)
      await fs.promises.appendFile(
        codeLogFile,
        `${JSON.stringify({ account, purpose, code, at: Date.now() })}\n`,
      );
  },
});

export const createSmtpCodeSender = (smtpUrl: string, from: string): CodeSender => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    accepts: isEmail,
    send: async (account, code, purpose) => {
      if (!isEmail(account)) throw badRequest('auth.smsUnavailable');
      await transport.sendMail({
        from,
        to: account,
        subject: `Podium ${purposeText[purpose]}验证码 / verification code`,
        text: `您的验证码是 ${code}，5 分钟内有效。\nYour code is ${code}; it expires in 5 minutes.`,
      });
    },
  };
};

/** Test double: remembers the last code per account so a test can sign in with it. */
export const createRecordingCodeSender = (): CodeSender & {
  lastCode: (account: string) => string | undefined;
} => {
  const codes = new Map<string, string>();
  return {
    accepts: () => true,
    send: async (account, code) => void codes.set(account, code),
    lastCode: (account) => codes.get(account),
  };
};
