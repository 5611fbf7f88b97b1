import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Pagination, Result, Select } from 'antd';
import { ORDER_STATES } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { financeApi, financeKeys, formatFen } from '../../../features/finance/finance-api.ts';
import { OrderPaperwork } from '../../../features/finance/OrderPaperwork.tsx';
import { OrderStateTag } from '../../../features/finance/OrderStateTag.tsx';
import { formatTime } from '../../../features/user-center/center-api.ts';
import '../../../features/user-center/center-pages.css';

/**
 * /center/order: my sign-up fee orders, newest first; an open one can be paid from here, a paid one gives
 * its receipt and its invoice.
 */
export const CenterOrderPage = () => {
  const { t } = useTranslation(['finance', 'common', 'center']);
  const [params, setParams] = useSearchParams();
  const query = {
    pageNum: Number(params.get('pageNum') ?? 1),
    pageSize: 10,
    state: params.get('state') ?? undefined,
  };
  const set = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next, { replace: true });
  };
  const list = useQuery({ queryKey: financeKeys.mine(query), queryFn: () => financeApi.mine(query) });
  return (
    <div className="center-page">
      <Card variant="borderless" title={<h1 className="card-heading">{t('common:route.centerOrder')}</h1>}>
        <div className="center-filters">
          <Select
            allowClear
            placeholder={t('finance:desk.all')}
            value={query.state}
            onChange={(v?: string) => set({ state: v, pageNum: undefined })}
            options={ORDER_STATES.map((s) => ({ value: s, label: t(`finance:state.${s}`) }))}
            aria-label={t('finance:field.state')}
            style={{ minWidth: 160 }}
          />
        </div>
        {list.isError ? (
          <Result status="warning" title={t('center:common.loadFailed')} />
        ) : list.isLoading ? (
          <Card loading variant="borderless" />
        ) : !list.data?.rows.length ? (
          <Empty style={{ padding: '32px 0' }} description={t('finance:mine.empty')} />
        ) : (
          <>
            {list.data.rows.map((order) => (
              <div className="center-entry" key={order.orderNo} data-testid="my-order">
                <div className="center-entry-head">
                  <span className="center-entry-title">{order.competitionName}</span>
                  <OrderStateTag state={order.state} />
                </div>
                <div className="center-entry-meta">
                  <span>
                    {t('finance:field.orderNo')} {order.orderNo}
                  </span>
                  <span>{formatTime(order.createdAt)}</span>
                </div>
                {order.payerSchool && (
                  <div className="center-entry-meta" data-testid="my-order-payer-school">
                    <span>
                      {t('finance:field.payerSchool')} {order.payerSchool}
                    </span>
                    <span>
                      {t('finance:field.placedBy')} {order.payerName}
                    </span>
                  </div>
                )}
                <div className="center-entry-head">
                  <strong>{formatFen(order.amountFen)}</strong>
                  <span>
                    {order.state === 'awaiting' ? (
                      <Link to={`/home/cashier?orderNo=${encodeURIComponent(order.orderNo)}`}>
                        <Button type="primary" size="small" data-action="pay">
                          {t('finance:mine.pay')}
                        </Button>
                      </Link>
                    ) : (
                      <Link to={`/home/paySuccess?orderNo=${encodeURIComponent(order.orderNo)}`}>
                        <Button size="small">{t('finance:mine.detail')}</Button>
                      </Link>
                    )}
                  </span>
                </div>
                <OrderPaperwork order={order} />
                {order.refunds.map((refund) => (
                  <div className="center-entry-meta" key={refund.refundId} data-testid="my-refund">
                    <span>
                      {t('finance:refund.mine')} {formatFen(refund.amountFen)} ·{' '}
                      {t(`finance:refund.states.${refund.state}`)}
                    </span>
                    <span>{refund.reason}</span>
                  </div>
                ))}
              </div>
            ))}
            <Pagination
              style={{ marginTop: 16, textAlign: 'right' }}
              size="small"
              current={query.pageNum}
              pageSize={query.pageSize}
              total={list.data.total}
              onChange={(pageNum) => set({ pageNum: String(pageNum) })}
            />
          </>
        )}
      </Card>
    </div>
  );
};
