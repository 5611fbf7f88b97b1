import type { SummaryState } from '@podium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<SummaryState, string> = {
  notStarted: 'default',
  draft: 'processing',
  submitted: 'gold',
  returned: 'orange',
  accepted: 'success',
  nothing: 'cyan',
  overdue: 'error',
};

/** A school's state in a task, in words (colour is never the only signal). */
export const StateTag = ({ state }: { state: SummaryState }) => {
  const { t } = useTranslation('summary');
  return <Tag color={COLOR[state]}>{t(`state.${state}`)}</Tag>;
};
