import type { EnrollStatus } from '@podium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EnrollStatus, string> = {
  awaitingPayment: 'gold',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** A sign-up's status as a coloured tag (待缴费 / 待审核 / 已通过 / 已驳回). */
export const SignUpStatusTag = ({ status }: { status: EnrollStatus }) => {
  const { t } = useTranslation('signUpAdmin');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
};
