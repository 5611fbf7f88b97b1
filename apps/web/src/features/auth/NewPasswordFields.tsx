import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from './form-rules.ts';

/** A new password and its confirmation, as sign-up and password reset both ask for them. */
export const NewPasswordFields = () => {
  const { t } = useTranslation('portal');
  return (
    <>
      <Form.Item name="password" label={t('auth.password')} rules={newPasswordRules(t)}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('auth.passwordRule')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={confirmPasswordRules(t)}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
};
