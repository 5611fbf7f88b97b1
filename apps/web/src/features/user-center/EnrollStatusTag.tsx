import { Tag } from 'antd';
import type { EnrollStatus } from '@podium/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EnrollStatus, string> = {
  awaitingPayment: 'orange',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** A sign-up's status as a coloured tag. */
export const EnrollStatusTag = ({ status }: { status: EnrollStatus }) => {
  const { t } = useTranslation('center');
  return (
    <Tag color={COLORS[status]} bordered={false}>
      {t(`status.${status}`)}
    </Tag>
  );
};
