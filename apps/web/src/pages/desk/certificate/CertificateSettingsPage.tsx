import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Select } from 'antd';
import type { CertSettings } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { issuedApi } from '../../../features/certificates/issued-api.ts';

const NUMBER_KINDS: CertSettings['numberKind'][] = [
  'randomAlnum',
  'randomDigits',
  'allAutoincrementThree',
  'allAutoincrementFour',
  'autoincrementThree',
  'autoincrementFour',
];

/** Desk certificate settings (/certificate/setting): numbering, seal, signer, verification wording. */
export const CertificateSettingsPage = () => {
  const { t } = useTranslation('certificate');
  const [form] = Form.useForm<CertSettings>();
  const settings = useQuery({ queryKey: ['certificate', 'settings'], queryFn: issuedApi.settings });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: issuedApi.saveSettings,
    onSuccess: () => {
      void message.success(t('settings.saved'));
      // The designer's and the issue dialog's seal warning read the same settings.
      void client.invalidateQueries({ queryKey: ['certificate', 'settings'] });
    },
  });
  return (
    <div className="sys-page">
      <Card title={t('settings.title')} loading={settings.isPending}>
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={(v) => save.mutate(v)}>
          <Form.Item name="numberKind" label={t('settings.numberKind')} rules={[{ required: true }]}>
            <Select options={NUMBER_KINDS.map((k) => ({ value: k, label: t(`settings.kind_${k}`) }))} />
          </Form.Item>
          <Form.Item name="prefix" label={t('settings.prefix')} extra={t('settings.prefixHint')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="suffix" label={t('settings.suffix')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="sealUrl" label={t('settings.sealUrl')} extra={t('settings.sealHint')}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="signerName" label={t('settings.signerName')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="verifyWording" label={t('settings.verifyWording')}>
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
};
