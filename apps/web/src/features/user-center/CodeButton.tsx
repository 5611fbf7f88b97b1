import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterSendCodeBody } from '@podium/contracts';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { centerApi } from './center-api.ts';

/**
 * "Send code" with the server's resend countdown. `body` returns the request or undefined when the form
 * is not ready (e.g. the new phone fails its check: the form shows why).
 */
export const CodeButton = ({ body }: { body: () => Promise<CenterSendCodeBody | undefined> }) => {
  const { t } = useTranslation('center');
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  const send = async () => {
    const request = await body();
    if (!request) return;
    setSending(true);
    try {
      const result = await centerApi.sendCode(request);
      void getMessage().success(t('set.codeSent', { to: result.sentTo }));
      setSeconds(result.resendAfter);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={() => void send()} disabled={seconds > 0} loading={sending} data-testid="send-code">
      {seconds > 0 ? t('set.resendIn', { seconds }) : t('set.sendCode')}
    </Button>
  );
};
