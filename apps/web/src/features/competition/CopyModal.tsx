import type { CompetitionRow } from '@podium/contracts';
import { Alert, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { competitionApi, useCompetitionMutation } from './competition-api.ts';

type Values = { name: string; year: number; season: string };

/** Copies a competition into a new season, then opens the copy for editing; typed input is kept until asked. */
export const CopyModal = ({ row, onClose }: { row: CompetitionRow | null; onClose: () => void }) => {
  const { t } = useTranslation('competition');
  const navigate = useNavigate();
  const copy = useCompetitionMutation(
    (values: Values) => competitionApi.copy({ competitionId: row!.competitionId, ...values }),
    (result) => {
      onClose();
      void navigate(`/competition/addEdit?competitionId=${result.competitionId}`);
    },
  );
  return (
    <FormDialog<Values>
      open={row !== null}
      recordKey={row?.competitionId ?? null}
      title={t('copy.title')}
      okText={t('copy.submit')}
      initialValues={
        row
          ? { name: row.name.replace(String(row.year), String(row.year + 1)), year: row.year + 1, season: '' }
          : undefined
      }
      onClose={onClose}
      onSubmit={(values) => copy.mutateAsync(values)}
    >
      <Alert type="info" showIcon title={t('copy.hint')} style={{ marginBottom: 16 }} />
      <Form.Item name="name" label={t('copy.name')} rules={[{ required: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="year" label={t('field.year')} rules={[{ required: true }]}>
        <InputNumber min={2000} max={2100} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="season" label={t('field.season')} rules={[{ max: 30 }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
};
