import type { SummaryCheck, SummaryField, SummarySubmission } from '@podium/contracts';
import { Button, Descriptions, Empty, Table, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadStoredFile } from '../jobs/jobs-api.ts';

type Row = Record<string, string | number | null>;

/** A value as the reader sees it: table rows as a small table, attachments as download links. */
const ValueOf = ({ field, submission }: { field: SummaryField; submission: SummarySubmission }) => {
  const value = submission.values[field.key];
  if (value === undefined || value === null || value === '')
    return <Typography.Text type="secondary">—</Typography.Text>;
  if (field.type === 'table' && Array.isArray(value))
    return (
      <Table<Row & { _i: number }>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="_i"
        dataSource={(value as Row[]).map((row, _i) => ({ ...row, _i }))}
        columns={field.columns.map((c) => ({ key: c.key, title: c.label, dataIndex: c.key }))}
      />
    );
  if (field.type === 'attachments' && Array.isArray(value))
    return (
      <>
        {(value as string[]).map((id) => (
          <div key={id}>
            <Button
              type="link"
              size="small"
              icon={<PaperClipOutlined />}
              onClick={() => void downloadStoredFile(id)}
            >
              {submission.files.find((f) => f.fileId === id)?.name ?? id}
            </Button>
          </div>
        ))}
      </>
    );
  return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
};

/** A submission read-only: every field, the explanations of warnings, or the reason of "nothing". */
export const SubmissionView = ({
  fields,
  checks,
  submission,
}: {
  fields: SummaryField[];
  checks: SummaryCheck[];
  submission: SummarySubmission;
}) => {
  const { t } = useTranslation('summary');
  if (submission.state === 'nothing')
    return (
      <Typography.Paragraph>
        {t('fill.nothingReasonShown', { reason: submission.nothingReason })}
      </Typography.Paragraph>
    );
  if (!submission.submissionId) return <Empty description={t('review.noSubmission')} />;
  const explained = Object.entries(submission.explanations);
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={fields.map((field) => ({
          key: field.key,
          label: field.label,
          children: <ValueOf field={field} submission={submission} />,
        }))}
      />
      {explained.length > 0 && (
        <Descriptions
          className="summary-explanations"
          title={t('review.explanations')}
          column={1}
          size="small"
          items={explained.map(([checkId, text]) => ({
            key: checkId,
            label: checks.find((c) => c.checkId === checkId)?.message ?? checkId,
            children: text,
          }))}
        />
      )}
    </>
  );
};
