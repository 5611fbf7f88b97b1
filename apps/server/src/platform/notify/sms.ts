import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import type { Bilingual } from './event-types.ts';
import type { TencentSmsConfig } from './sms-config.ts';

/** One text message: the phone (+86… or 11 digits) and what happened, as the template's one parameter. */
export type SmsMessage = { to: string; title: Bilingual; link: string };

/** An SMS provider behind one call: resolves once the provider accepted the message, rejects otherwise. */
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };

/** Accounts hold mainland numbers as 11 digits; the API takes E.164 (+86…). */
const e164 = (phone: string) =>
  phone.startsWith('+') ? phone : `+86${phone.replace(/^0*86(?=\d{11}$)/, '')}`;

/** Template parameters are short on the provider's side: the title, cut to what a template takes. */
const PARAM_MAX = 20;

/**
 * Sends through the official SDK (signs each request, TC3-HMAC-SHA256). The API answers 200 with a status
 * per number: anything but "Ok" is a failure, retried by the delivery runner like a refused mail.
 */
export const createTencentSmsSender = (config: TencentSmsConfig): SmsSender => {
  const client = new tencentcloud.sms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: { httpProfile: { endpoint: config.endpoint, protocol: config.protocol, reqTimeout: 10 } },
  });
  return {
    send: async (message) => {
      const answer = await client.SendSms({
        PhoneNumberSet: [e164(message.to)],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [message.title.zh.slice(0, PARAM_MAX)],
      });
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok')
        throw new Error(`sms refused: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim());
    },
  };
};
