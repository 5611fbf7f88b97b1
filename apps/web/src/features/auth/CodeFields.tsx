import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import type { CodePurpose } from '@podium/contracts';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRules, codeRules } from './form-rules.ts';
import { SendCodeButton } from './SendCodeButton.tsx';

type CodeFieldsProps = { form: FormInstance; purpose: CodePurpose };

/** Account + one-time code with its send button; shared by code login, sign-up and reset. */
export const CodeFields = ({ form, purpose }: CodeFieldsProps) => {
  const { t } = useTranslation(['portal', 'common']);
  return (
    <>
      <Form.Item name="account" label={t('auth.account')} rules={accountRules(t)}>
        <Input
          prefix={<MailOutlined aria-hidden />}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item label={t('auth.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={codeRules(t)}>
            <Input
              prefix={<SafetyOutlined aria-hidden />}
              placeholder={t('auth.codePlaceholder')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={t('auth.code')}
            />
          </Form.Item>
          <SendCodeButton form={form} purpose={purpose} />
        </Space.Compact>
      </Form.Item>
    </>
  );
};
