import { TRIAL_STATUSES, type TrialRow } from '@podium/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { websiteAdminApi } from './website-admin-api.ts';
import { useWebsiteMutation } from './useWebsiteMutation.ts';

type Values = { status: TrialRow['status']; followUp: string };

export const TrialFollowUpModal = ({ trial, onClose }: { trial: TrialRow | null; onClose: () => void }) => {
  const { t } = useTranslation('websiteAdmin');
  const { t: to } = useTranslation('organization');
  const [form] = Form.useForm<Values>();
  const save = useWebsiteMutation(
    (v: Values) => websiteAdminApi.updateTrial({ trialId: trial?.trialId ?? '', ...v }),
    to('common.saved'),
    onClose,
  );
  useEffect(() => {
    if (trial) form.setFieldsValue({ status: trial.status, followUp: trial.followUp });
  }, [trial, form]);
  return (
    <Modal
      title={trial ? t('trial.followUpTitle', { name: trial.schoolName }) : ''}
      open={trial !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form name="trial-follow-up-modal" form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="status" label={t('trial.status')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={TRIAL_STATUSES.map((s) => ({ value: s, label: t(`trial.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="followUp" label={t('trial.followUp')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
