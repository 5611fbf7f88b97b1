import type { LoginPwdBody } from '@podium/contracts';
import { Form, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CodeLoginForm } from '../../features/auth/CodeLoginForm.tsx';
import { DemoAccounts } from '../../features/auth/DemoAccounts.tsx';
import { PasswordLoginForm } from '../../features/auth/PasswordLoginForm.tsx';

/** /neibu/login: password or code tabs, demo accounts in demo mode. */
export const LoginPage = () => {
  const { t } = useTranslation(['common', 'portal']);
  const [passwordForm] = Form.useForm<LoginPwdBody>();
  const [tab, setTab] = useState('password');
  const [params] = useSearchParams();
  // Registering keeps where the person was going (e.g. a competition's sign-up).
  const redirect = params.get('redirect');
  const keep = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  return (
    <>
      <h1 className="auth-title">{t('appName')}</h1>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        centered
        items={[
          {
            key: 'password',
            label: t('portal:auth.passwordTab'),
            children: <PasswordLoginForm form={passwordForm} />,
          },
          { key: 'code', label: t('portal:auth.codeTab'), children: <CodeLoginForm /> },
        ]}
      />
      <div className="auth-links">
        <Link to="/neibu/retrieve">{t('portal:auth.forgot')}</Link>
        <Link to={`/neibu/register${keep}`}>{t('portal:auth.toRegister')}</Link>
      </div>
      <DemoAccounts
        onPick={(account) => {
          setTab('password');
          passwordForm.setFieldsValue({ username: account.username });
        }}
      />
    </>
  );
};
