import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { CodePurpose } from '@podium/contracts';
import { badRequest } from './errors.ts';

/** Delivers one-time codes. The console sender is the demo/dev provider; SMTP mails them for real. */
export type CodeSender = {
  /** True when codes may be shown to the requester (demo mode only). */
  readonly revealsCodes: boolean;
  send: (account: string, code: string, purpose: CodePurpose) => Promise<void>;
};

const isEmail = (account: string) => account.includes('@');

const purposeText: Record<CodePurpose, string> = { login: '登录', register: '注册', retrieve: '找回密码' };

export const createConsoleCodeSender = (log: FastifyBaseLogger, revealsCodes: boolean): CodeSender => ({
  revealsCodes,
  send: async (account, code, purpose) => {
    log.info({ account, purpose, code }, 'one-time code (console provider)');
  },
});

export const createSmtpCodeSender = (smtpUrl: string, from: string): CodeSender => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    revealsCodes: false,
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
    revealsCodes: false,
    send: async (account, code) => void codes.set(account, code),
    lastCode: (account) => codes.get(account),
  };
};
