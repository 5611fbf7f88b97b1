import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from './RichTextView.tsx';
import { SubmissionStatusTag } from './NewsStatusTag.tsx';
import { newsApi, newsKeys } from './news-api.ts';
import './news.css';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

type SubmissionDrawerProps = { submissionId: string | null; onClose: () => void; footer?: ReactNode };

/** One submission as its school wrote it, with the decision and the reason when rejected. */
export const SubmissionDrawer = ({ submissionId, onClose, footer }: SubmissionDrawerProps) => {
  const { t } = useTranslation('news');
  const punct = usePunctuation();
  const detail = useQuery({
    queryKey: newsKeys.submission(submissionId ?? ''),
    queryFn: () => newsApi.submission(submissionId!),
    enabled: !!submissionId,
  });
  const s = detail.data;
  return (
    <Drawer
      open={!!submissionId}
      onClose={onClose}
      size="large"
      title={s?.title ?? t('apply.formTitle')}
      footer={footer}
    >
      {!s ? (
        <Skeleton active />
      ) : (
        <>
          {s.status === 'rejected' && (
            <Alert
              type="error"
              showIcon
              message={`${t('apply.reason')}${punct.colon}${s.reason}`}
              style={{ marginBottom: 16 }}
            />
          )}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('desk.status')}>
              <SubmissionStatusTag status={s.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('collect.school')}>{s.groupName}</Descriptions.Item>
            <Descriptions.Item label={t('collect.submitter')}>{s.submitter}</Descriptions.Item>
            <Descriptions.Item label={t('apply.createdAt')}>{formatBeijing(s.createdAt)}</Descriptions.Item>
            {s.reviewedAt && (
              <Descriptions.Item label={t('apply.reviewedAt')}>
                {s.reviewer} · {formatBeijing(s.reviewedAt)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {s.summary && <p className="news-article-summary">{s.summary}</p>}
          <RichTextView html={s.content} />
        </>
      )}
    </Drawer>
  );
};
