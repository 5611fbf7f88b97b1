import type { NewsStatus, SubmissionStatus } from '@podium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const NEWS_COLOR: Record<NewsStatus, string> = {
  draft: 'default',
  scheduled: 'purple',
  published: 'green',
  unpublished: 'orange',
};
const SUBMISSION_COLOR: Record<SubmissionStatus, string> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
};

export const NewsStatusTag = ({ status }: { status: NewsStatus }) => {
  const { t } = useTranslation('news');
  return <Tag color={NEWS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
};

export const SubmissionStatusTag = ({ status }: { status: SubmissionStatus }) => {
  const { t } = useTranslation('news');
  return <Tag color={SUBMISSION_COLOR[status]}>{t(`submissionStatus.${status}`)}</Tag>;
};
