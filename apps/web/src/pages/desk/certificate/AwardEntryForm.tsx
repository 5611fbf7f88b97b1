import { Form, Input, InputNumber, Select } from 'antd';
import type { AwardEntryRow, AwardEntrySaveBody, AwardLevel } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../features/form-dialog/FormDialog.tsx';

type Values = Omit<AwardEntrySaveBody, 'listId' | 'entryId'>;
const TEXT_FIELDS = [
  'winnerName',
  'username',
  'schoolName',
  'memberNames',
  'teacherNames',
  'teamName',
  'workName',
] as const;

/** Adds or edits one award line by hand: a level and the names the certificate will show. */
export const AwardEntryForm = ({
  open,
  entry,
  levels,
  onSave,
  onClose,
}: {
  open: boolean;
  entry: AwardEntryRow | null;
  levels: AwardLevel[];
  /** Saves the line the form showed (`entryId` null for a new one). */
  onSave: (values: Values, entryId: string | null) => Promise<unknown>;
  onClose: () => void;
}) => {
  const { t } = useTranslation('certificate');
  return (
    <FormDialog<Values>
      open={open}
      recordKey={entry?.entryId ?? null}
      title={entry ? t('award.editLine') : t('award.addLine')}
      initialValues={entry ?? undefined}
      onClose={onClose}
      onSubmit={(v, entryId) => onSave({ ...v, username: v.username || null }, entryId)}
    >
      <Form.Item name="levelId" label={t('trace.award')} rules={[{ required: true }]}>
        <Select options={levels.map((l) => ({ value: l.levelId, label: l.name }))} />
      </Form.Item>
      {TEXT_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`award.field_${field}`)}>
          <Input maxLength={field === 'memberNames' || field === 'teacherNames' ? 500 : 200} />
        </Form.Item>
      ))}
      <Form.Item name="score" label={t('award.field_score')}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
};
