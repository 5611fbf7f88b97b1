import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MsgKey } from '@podium/contracts';
import { validationText } from '../validation-text.ts';
import { useTranslation } from 'react-i18next';
import { centerApi, centerKeys, useCenterMutation } from '../center-api.ts';
import { CodeButton } from '../CodeButton.tsx';

type Kind = 'phone' | 'email';

const PATTERNS: Record<Kind, RegExp> = { phone: /^1\d{10}$/, email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ };

/** One change form: the new phone or e-mail, the code sent to it, and the current password. */
const ChangeForm = ({ kind }: { kind: Kind }) => {
  const { t, i18n } = useTranslation('center');
  const [form] = Form.useForm<{ value: string; code: string; currentPassword: string }>();
  const change = useCenterMutation(
    (v: { value: string; code: string; currentPassword: string }) =>
      kind === 'phone'
        ? centerApi.changePhone({ phone: v.value, code: v.code, currentPassword: v.currentPassword })
        : centerApi.changeEmail({ email: v.value, code: v.code, currentPassword: v.currentPassword }),
    t(kind === 'phone' ? 'set.phoneChanged' : 'set.emailChanged'),
    () => form.resetFields(),
  );
  const codeBody = async () => {
    try {
      const { value } = await form.validateFields(['value']);
      return kind === 'phone'
        ? { purpose: 'changePhone' as const, phone: value }
        : { purpose: 'changeEmail' as const, email: value };
    } catch {
      return undefined;
    }
  };
  return (
    <Form form={form} layout="vertical" className="center-form" onFinish={(v) => change.mutate(v)}>
      <Form.Item
        name="value"
        label={t(kind === 'phone' ? 'set.newPhone' : 'set.newEmail')}
        rules={[
          { required: true },
          {
            pattern: PATTERNS[kind],
            message: validationText(
              kind === 'phone' ? MsgKey.phoneFormat : MsgKey.emailFormat,
              i18n.language,
            ),
          },
        ]}
      >
        <Input inputMode={kind === 'phone' ? 'tel' : 'email'} maxLength={kind === 'phone' ? 11 : 120} />
      </Form.Item>
      <Form.Item label={t('set.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/ }]}>
            <Input inputMode="numeric" maxLength={6} aria-label={t('set.code')} />
          </Form.Item>
          <CodeButton body={codeBody} />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="currentPassword"
        label={t('set.currentPassword')}
        extra={t('set.currentPasswordHint')}
        rules={[{ required: true }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t(kind === 'phone' ? 'set.changePhone' : 'set.changeEmail')}
      </Button>
    </Form>
  );
};

/** Phone and e-mail: what is on file (masked), and the two change forms. */
export const AccountSection = () => {
  const { t } = useTranslation('center');
  const profile = useQuery({ queryKey: centerKeys.profile, queryFn: centerApi.profile });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'phone',
            label: t('set.currentPhone'),
            children: profile.data?.phone || t('overview.notSet'),
          },
          {
            key: 'email',
            label: t('set.currentEmail'),
            children: profile.data?.email || t('overview.notSet'),
          },
        ]}
      />
      <Card size="small" title={t('set.changePhone')}>
        <ChangeForm kind="phone" />
      </Card>
      <Card size="small" title={t('set.changeEmail')}>
        <ChangeForm kind="email" />
      </Card>
    </Space>
  );
};
