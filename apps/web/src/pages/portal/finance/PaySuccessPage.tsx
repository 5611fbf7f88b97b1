import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import type { OrderRow } from '@podium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { financeApi, financeKeys, formatFen } from '../../../features/finance/finance-api.ts';
import { OrderSummary } from '../../../features/finance/OrderSummary.tsx';
import { SignInPrompt } from '../../../features/teams/SignInPrompt.tsx';
import { hasAccessToken } from '../../../storage/auth-storage.ts';
import '../../../features/finance/finance.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/** While the provider has not confirmed, ask again every few seconds (for a few minutes at most). */
const POLL_MS = 3000;
const POLL_FOR_MS = 5 * 60_000;

/**
 * /home/paySuccess?orderNo=: the order's real state, read from the server — a return from the provider's
 * page does not mean paid — and what comes next.
 */
const PaySuccessBody = () => {
  const { t } = useTranslation('finance');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? params.get('out_trade_no') ?? '';
  const signedIn = hasAccessToken();
  // When the page opened: it stops asking after POLL_FOR_MS.
  const [started] = useState(() => Date.now());
  const order = useQuery({
    queryKey: financeKeys.order(orderNo),
    queryFn: () => financeApi.order(orderNo),
    enabled: signedIn && Boolean(orderNo),
    retry: false,
    refetchInterval: (query) =>
      (query.state.data as OrderRow | undefined)?.state === 'awaiting' && Date.now() - started < POLL_FOR_MS
        ? POLL_MS
        : false,
  });
  if (!signedIn) return <SignInPrompt title={t('result.signIn')} />;
  if (!orderNo || order.isError) return <Result status="warning" title={t('cashier.missing')} />;
  if (!order.data)
    return (
      <div className="finance-cashier">
        <Skeleton active />
      </div>
    );
  const current = order.data;
  const links = (
    <Space wrap>
      <Link to="/center/competition">
        <Button type="primary">{t('result.myCompetitions')}</Button>
      </Link>
      <Link to="/center/order">
        <Button>{t('result.myOrders')}</Button>
      </Link>
    </Space>
  );
  const view =
    current.state === 'awaiting'
      ? {
          status: 'info' as const,
          title: t('result.pending'),
          subTitle: t('result.pendingSub'),
          extra: (
            <Space wrap>
              <Link to={`/home/cashier?orderNo=${encodeURIComponent(current.orderNo)}`}>
                <Button type="primary">{t('result.payNow')}</Button>
              </Link>
              <Link to="/center/order">
                <Button>{t('result.myOrders')}</Button>
              </Link>
            </Space>
          ),
        }
      : current.state === 'closed'
        ? {
            status: 'warning' as const,
            title: t('result.closed'),
            subTitle: t('result.closedSub'),
            extra: links,
          }
        : current.state === 'paid'
          ? {
              status: 'success' as const,
              title: t('result.paid'),
              subTitle: t('result.paidSub', { orderNo: current.orderNo, amount: formatFen(current.paidFen) }),
              extra: links,
            }
          : { status: 'info' as const, title: t(`state.${current.state}`), extra: links };
  return (
    <div className="finance-cashier" data-testid="pay-result" data-state={current.state}>
      <Card variant="borderless">
        <Result {...view} />
        {current.state === 'paid' && <p className="center-entry-meta">{t('result.next')}</p>}
        <OrderSummary order={current} />
      </Card>
    </div>
  );
};

/** The portal's page band (breadcrumb and the route's title), then the order's own content. */
export const PaySuccessPage = () => (
  <>
    <PortalPageBand />
    <PaySuccessBody />
  </>
);
