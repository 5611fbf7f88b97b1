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
  /** Where to go instead of the usual target (registration leads on to the profile first). */
  leadOn?: (target: string) => string,
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
        navigate(leadOn ? leadOn(target) : target, { replace: true });
      } catch {
        // Reported by the request client.
      } finally {
        setSubmitting(false);
      }
    },
    [callLogin, leadOn, navigate, params, successKey, t],
  );
  return { submit, isSubmitting };
};
