// Read at start-up without loading the provider's SDK (platform/config.ts imports this).

/** Tencent Cloud SMS (environment TENCENT_SMS_*): a template with one parameter, the notice's title. */
export type TencentSmsConfig = {
  secretId: string;
  secretKey: string;
  region: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** Host (and port) of the API: sms.tencentcloudapi.com, or a local peer in tests. */
  endpoint: string;
  /** 'https://' (the provider) or 'http://' (a loopback peer). */
  protocol: string;
};

export const readTencentSms = (env: NodeJS.ProcessEnv): TencentSmsConfig | undefined =>
  env.TENCENT_SMS_SECRET_ID &&
  env.TENCENT_SMS_SECRET_KEY &&
  env.TENCENT_SMS_SDK_APP_ID &&
  env.TENCENT_SMS_SIGN_NAME &&
  env.TENCENT_SMS_TEMPLATE_ID
    ? {
        secretId: env.TENCENT_SMS_SECRET_ID,
        secretKey: env.TENCENT_SMS_SECRET_KEY,
        region: env.TENCENT_SMS_REGION || 'ap-guangzhou',
        sdkAppId: env.TENCENT_SMS_SDK_APP_ID,
        signName: env.TENCENT_SMS_SIGN_NAME,
        templateId: env.TENCENT_SMS_TEMPLATE_ID,
        endpoint: env.TENCENT_SMS_ENDPOINT || 'sms.tencentcloudapi.com',
        protocol: env.TENCENT_SMS_PROTOCOL || 'https://',
      }
    : undefined;
