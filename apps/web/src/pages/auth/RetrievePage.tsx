import type { RetrieveBody } from '@podium/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { retrievePassword } from '../../features/auth/auth-api.ts';
import { CodeFields } from '../../features/auth/CodeFields.tsx';
import { NewPasswordFields } from '../../features/auth/NewPasswordFields.tsx';
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
        <NewPasswordFields />
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
