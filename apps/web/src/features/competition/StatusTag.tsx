import type { CompetitionStatus } from '@podium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CompetitionStatus, string> = {
  draft: 'default',
  published: 'green',
  closed: 'orange',
  archived: 'purple',
};

/** A competition's status as a coloured tag. */
export const StatusTag = ({ status }: { status: CompetitionStatus }) => {
  const { t } = useTranslation('competition');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
};
