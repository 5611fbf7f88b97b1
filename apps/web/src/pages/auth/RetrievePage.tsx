import { LockOutlined } from '@ant-design/icons';
import type { RetrieveBody } from '@podium/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { retrievePassword } from '../../features/auth/auth-api.ts';
import { CodeFields } from '../../features/auth/CodeFields.tsx';
import { confirmPasswordRules, newPasswordRules } from '../../features/auth/form-rules.ts';
import { getMessage } from '../../features/feedback/feedback-bridge.ts';

type RetrieveForm = RetrieveBody & { confirmPassword: string };

/** /neibu/retrieve: set a new password with a one-time code sent to the account. */
export const RetrievePage = () => {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [form] = Form.useForm<RetrieveForm>();
  const [isSubmitting, setSubmitting] = useState(false);
  const onFinish = async ({ account, code, password }: RetrieveForm) => {
    setSubmitting(true);
    try {
      await retrievePassword({ account, code, password });
      void getMessage().success(t('auth.retrieveSuccess'));
      navigate('/neibu/login', { replace: true });
    } catch {
      // Reported by the request client.
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <>
      <h1 className="auth-title">{t('auth.retrieveTitle')}</h1>
      <Form
        form={form}
        layout="vertical"
        size="large"
        onFinish={onFinish}
        requiredMark={false}
        name="retrieve"
      >
        <CodeFields form={form} purpose="retrieve" />
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
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          {t('auth.submitRetrieve')}
        </Button>
      </Form>
      <div className="auth-links is-center">
        <Link to="/neibu/login">{t('auth.toLogin')}</Link>
      </div>
    </>
  );
};
