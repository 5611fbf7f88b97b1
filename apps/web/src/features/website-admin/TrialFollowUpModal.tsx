import { TRIAL_STATUSES, type TrialRow } from '@podium/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { websiteAdminApi } from './website-admin-api.ts';
import { useWebsiteMutation } from './useWebsiteMutation.ts';

type Values = { status: TrialRow['status']; followUp: string };

/** Records the follow-up of a trial request; closing with an unsaved note asks first (FormDialog). */
export const TrialFollowUpModal = ({ trial, onClose }: { trial: TrialRow | null; onClose: () => void }) => {
  const { t } = useTranslation('websiteAdmin');
  const { t: to } = useTranslation('organization');
  const save = useWebsiteMutation(
    (v: Values & { trialId: string }) => websiteAdminApi.updateTrial(v),
    to('common.saved'),
  );
  return (
    <FormDialog<Values>
      open={trial !== null}
      recordKey={trial?.trialId ?? null}
      title={trial ? t('trial.followUpTitle', { name: trial.schoolName }) : ''}
      initialValues={trial ? { status: trial.status, followUp: trial.followUp } : undefined}
      onClose={onClose}
      onSubmit={(v, trialId) => save.mutateAsync({ trialId: trialId ?? '', ...v })}
    >
      <Form.Item name="status" label={t('trial.status')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={TRIAL_STATUSES.map((s) => ({ value: s, label: t(`trial.statuses.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="followUp" label={t('trial.followUp')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={5} maxLength={2000} showCount />
      </Form.Item>
    </FormDialog>
  );
};
