import type { LoginCodeBody } from '@podium/contracts';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginByCode } from './auth-api.ts';
import { CodeFields } from './CodeFields.tsx';
import { useSignIn } from './useSignIn.ts';

/** Spec §4 login method 2: phone or email plus a one-time code. */
export const CodeLoginForm = () => {
  const { t } = useTranslation('portal');
  const [form] = Form.useForm<LoginCodeBody>();
  const { submit, isSubmitting } = useSignIn(loginByCode, 'auth.loginSuccess');
  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false} name="code-login">
      <CodeFields form={form} purpose="login" />
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        {t('auth.submitLogin')}
      </Button>
    </Form>
  );
};
