import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginPwdBody } from '@podium/contracts';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginByPassword } from './auth-api.ts';
import { useSignIn } from './useSignIn.ts';

/** Spec §4 login method 1: username and password. */
export const PasswordLoginForm = ({ form }: { form: FormInstance<LoginPwdBody> }) => {
  const { t } = useTranslation('portal');
  const { submit, isSubmitting } = useSignIn(loginByPassword, 'auth.loginSuccess');
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
      name="password-login"
    >
      <Form.Item
        name="username"
        label={t('auth.username')}
        rules={[
          { required: true, whitespace: true, message: t('auth.required', { field: t('auth.username') }) },
        ]}
      >
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={[{ required: true, message: t('auth.required', { field: t('auth.password') }) }]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        {t('auth.submitLogin')}
      </Button>
    </Form>
  );
};
