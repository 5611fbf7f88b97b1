import type { SchoolChangeRow } from '@podium/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';

type Values = { reason: string };

/** Asks why a school change is refused: the person reads the reason in their user centre. */
export const SchoolChangeRejectDialog = ({
  request,
  onReject,
  onClose,
}: {
  /** The request being refused, or null when closed. */
  request: SchoolChangeRow | null;
  /** Refuses the request the dialog was opened for; the dialog stays open if the server says no. */
  onReject: (row: SchoolChangeRow, reason: string) => Promise<unknown>;
  onClose: () => void;
}) => {
  const { t } = useTranslation('organization');
  return (
    <FormDialog<Values>
      open={request !== null}
      recordKey={request?.requestId ?? null}
      title={t('schoolChange.rejectTitle', { name: request?.realName || request?.username || '' })}
      okText={t('schoolChange.rejectConfirm')}
      onClose={onClose}
      // Opened for one request: the dialog's record is that request, so the reason goes to it.
      onSubmit={(values) => (request ? onReject(request, values.reason.trim()) : Promise.resolve())}
    >
      <Form.Item
        name="reason"
        label={t('schoolChange.rejectReason')}
        extra={t('schoolChange.rejectReasonHint')}
        rules={[
          { required: true, whitespace: true, message: t('schoolChange.rejectReasonRequired') },
          { max: 200 },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={200}
          showCount
          placeholder={t('schoolChange.rejectReasonPlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
};
