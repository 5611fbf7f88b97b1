import type { CodePurpose } from '@podium/contracts';
import { Button, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { sendCode } from './auth-api.ts';

/** The code goes to the account only (by mail, or to the server log without SMTP): never to this page. */
type SendCodeButtonProps = { form: FormInstance; purpose: CodePurpose };

const DEFAULT_WAIT_SECONDS = 60;

/** Validates the account field, asks the server for a code, then counts down before a resend. */
export const SendCodeButton = ({ form, purpose }: SendCodeButtonProps) => {
  const { t } = useTranslation('portal');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    let account: string;
    try {
      account = String((await form.validateFields(['account'])).account);
    } catch {
      return;
    }
    setSending(true);
    try {
      const result = await sendCode(account, purpose);
      setSecondsLeft(result.resendAfter > 0 ? result.resendAfter : DEFAULT_WAIT_SECONDS);
      void getMessage().success(t('auth.codeSent'));
    } catch {
      // The request client has shown the reason (e.g. too many attempts).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={onClick} loading={isSending} disabled={secondsLeft > 0} className="send-code-button">
      {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
    </Button>
  );
};
