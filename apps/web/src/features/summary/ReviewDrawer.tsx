import type { SummarySubmission, SummaryTaskDetail } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { StateTag } from './StateTag.tsx';
import { summaryApi, summaryKeys } from './summary-api.ts';
import { SubmissionView } from './SubmissionView.tsx';

const when = (iso: string | null) => (iso ? formatBeijing(iso) : '');

/** The organiser reviews one school's report: read it, return it with a note, accept it, or reopen it. */
export const ReviewDrawer = ({
  task,
  submissionId,
  onClose,
}: {
  task: SummaryTaskDetail | undefined;
  submissionId: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('summary');
  const { message } = App.useApp();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: summaryKeys.submission(submissionId ?? ''),
    queryFn: () => summaryApi.submission(submissionId!),
    enabled: Boolean(submissionId),
  });
  const [noteFor, setNoteFor] = useState<'return' | 'reopen' | null>(null);
  const done = (text: string) => (next: SummarySubmission) => {
    message.success(text);
    client.setQueryData(summaryKeys.submission(next.submissionId!), next);
    void client.invalidateQueries({ queryKey: summaryKeys.all });
  };
  const accept = useMutation({
    mutationFn: () => summaryApi.acceptSubmission(submissionId!),
    onSuccess: done(t('review.accepted')),
  });
  const sendNote = useMutation({
    mutationFn: ({ kind, note }: { kind: 'return' | 'reopen'; note: string }) =>
      kind === 'return'
        ? summaryApi.returnSubmission(submissionId!, note)
        : summaryApi.reopenSubmission(submissionId!, note),
    onSuccess: (next, { kind }) =>
      done(kind === 'return' ? t('review.returned') : t('review.reopened'))(next),
  });
  const s = detail.data;
  return (
    <Drawer
      open={Boolean(submissionId)}
      onClose={onClose}
      size="large"
      title={s ? t('review.title', { school: s.schoolName, task: task?.title ?? '' }) : ''}
      extra={
        s && (
          <Space wrap>
            {s.state === 'submitted' && (
              <>
                <Button danger onClick={() => setNoteFor('return')}>
                  {t('review.return')}
                </Button>
                <Popconfirm title={t('review.acceptConfirm')} onConfirm={() => accept.mutateAsync()}>
                  <Button type="primary">{t('review.accept')}</Button>
                </Popconfirm>
              </>
            )}
            {s.state === 'accepted' && (
              <Button onClick={() => setNoteFor('reopen')}>{t('review.reopen')}</Button>
            )}
          </Space>
        )
      }
    >
      {!s || !task ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <StateTag state={s.state} />
            {s.version > 0 && <Typography.Text>v{s.version}</Typography.Text>}
            {s.submittedAt && (
              <Typography.Text type="secondary">
                {t('review.submittedBy', { name: s.submittedBy, time: when(s.submittedAt) })}
              </Typography.Text>
            )}
            {s.reviewedAt && (
              <Typography.Text type="secondary">
                {t('review.reviewedBy', { name: s.reviewedBy, time: when(s.reviewedAt) })}
              </Typography.Text>
            )}
          </Space>
          {s.returnNote && s.state === 'returned' && (
            <Alert type="warning" showIcon title={t('fill.returnedNote', { note: s.returnNote })} />
          )}
          <SubmissionView fields={task.fields} checks={task.checks} submission={s} />
        </Space>
      )}
      <FormDialog<{ note: string }>
        open={noteFor !== null}
        recordKey={noteFor}
        title={
          noteFor === 'reopen'
            ? t('review.reopenTitle', { school: s?.schoolName ?? '' })
            : t('review.returnTitle', { school: s?.schoolName ?? '' })
        }
        onClose={() => setNoteFor(null)}
        onSubmit={(values, kind) =>
          sendNote.mutateAsync({ kind: kind as 'return' | 'reopen', note: values.note.trim() })
        }
      >
        <Form.Item
          name="note"
          label={noteFor === 'reopen' ? t('review.reopenNote') : t('review.returnNote')}
          rules={[{ required: true, whitespace: true, message: t('review.returnNoteRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </FormDialog>
    </Drawer>
  );
};
