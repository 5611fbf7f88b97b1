import { Alert, Button, Form, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { MsgKey } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { centerApi, useCenterMutation } from '../center-api.ts';
import { CodeButton } from '../CodeButton.tsx';
import { validationText } from '../validation-text.ts';

type Values = { oldPassword?: string; code?: string; password: string; confirm: string };

/** Password change by the old password or by a code sent to the account's own phone or e-mail. */
export const PasswordForm = () => {
  const { t, i18n } = useTranslation('center');
  const [mode, setMode] = useState<'old' | 'code'>('old');
  const [form] = Form.useForm<Values>();
  const change = useCenterMutation(
    (v: Values) =>
      centerApi.changePassword(
        mode === 'old'
          ? { oldPassword: v.oldPassword!, password: v.password }
          : { code: v.code!, password: v.password },
      ),
    (result) => t('set.passwordChanged', { count: result.endedSessions }),
    () => form.resetFields(),
  );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('set.sessionsNote')} />
      <Segmented
        value={mode}
        onChange={(v) => setMode(v as 'old' | 'code')}
        options={[
          { value: 'old', label: t('set.byOld') },
          { value: 'code', label: t('set.byCode') },
        ]}
      />
      <Form form={form} layout="vertical" className="center-form" onFinish={(v) => change.mutate(v)}>
        {mode === 'old' ? (
          <Form.Item name="oldPassword" label={t('set.oldPassword')} rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : (
          <Form.Item label={t('set.code')} required extra={t('set.codeTo')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/ }]}>
                <Input inputMode="numeric" maxLength={6} aria-label={t('set.code')} />
              </Form.Item>
              <CodeButton body={async () => ({ purpose: 'changePwd' })} />
            </Space.Compact>
          </Form.Item>
        )}
        <Form.Item
          name="password"
          label={t('set.newPassword')}
          extra={t('set.passwordRule')}
          rules={[
            { required: true, min: 8, max: 64 },
            {
              validator: (_, value: string | undefined) =>
                !value || (/[A-Za-z]/.test(value) && /\d/.test(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(validationText(MsgKey.passwordWeak, i18n.language))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('set.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('set.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Space>
  );
};
