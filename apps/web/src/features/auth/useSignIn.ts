import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { completeSignIn } from './sign-in-flow.ts';

/**
 * Runs one sign-in call, then the shared post-sign-in flow (group choice, menu, redirect). Errors are
 * already toasted by the request client; here they only stop the spinner.
 */
export const useSignIn = <B>(
  callLogin: (body: B) => Promise<{ token: string }>,
  successKey: 'auth.loginSuccess' | 'auth.registerSuccess',
) => {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = useCallback(
    async (body: B) => {
      setSubmitting(true);
      try {
        const { token } = await callLogin(body);
        const target = await completeSignIn(token, params.get('redirect'));
        void getMessage().success(t(successKey));
        navigate(target, { replace: true });
      } catch {
        // Reported by the request client.
      } finally {
        setSubmitting(false);
      }
    },
    [callLogin, navigate, params, successKey, t],
  );
  return { submit, isSubmitting };
};
