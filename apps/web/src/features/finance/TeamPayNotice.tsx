import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../user-center/center-api.ts';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';

/** Where a sign-up's order is paid: the cashier, by order number when known, else by team. */
export const cashierHref = (by: { orderNo?: string; teamId?: string }) =>
  by.orderNo
    ? `/home/cashier?orderNo=${encodeURIComponent(by.orderNo)}`
    : `/home/cashier?teamId=${encodeURIComponent(by.teamId ?? '')}`;

/**
 * A team awaiting payment (its captain's view): the amount, the deadline and a prominent "pay" button
 * to the same cashier as My orders → Pay.
 */
export const TeamPayNotice = ({ teamId }: { teamId: string }) => {
  const { t } = useTranslation(['teams', 'finance']);
  const order = useQuery({
    queryKey: [...financeKeys.all, 'forTeam', teamId],
    queryFn: () => financeApi.orderForTeam(teamId),
    retry: false,
  });
  const o = order.data;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="team-pay-notice"
      className="teams-pay-notice"
      title={t('pay.title')}
      description={
        <div className="teams-pay-body">
          {o && (
            <div className="teams-pay-facts">
              <span>
                {t('pay.amount')} <strong data-testid="team-pay-amount">{formatFen(o.amountFen)}</strong>
              </span>
              <span>{t('pay.deadline', { time: formatTime(o.expiresAt) })}</span>
            </div>
          )}
          <div>{t('pay.hint')}</div>
          <Link to={cashierHref({ orderNo: o?.orderNo, teamId })}>
            <Button type="primary" size="large" data-action="pay">
              {t('finance:mine.pay')}
            </Button>
          </Link>
        </div>
      }
    />
  );
};
