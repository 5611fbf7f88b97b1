import type { OrderRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../user-center/center-api.ts';
import { formatFen } from './finance-api.ts';
import { OrderStateTag } from './OrderStateTag.tsx';

/**
 * What an order is for: number, competition, who pays (a school's order: the school, and who placed it),
 * lines with their amounts, state.
 */
export const OrderSummary = ({ order }: { order: OrderRow }) => {
  const { t } = useTranslation('finance');
  return (
    <div data-testid="order-summary">
      <div className="finance-order-line">
        <span>{t('field.orderNo')}</span>
        <span data-testid="order-no">{order.orderNo}</span>
      </div>
      <div className="finance-order-line">
        <span>{t('field.competition')}</span>
        <span>{order.competitionName}</span>
      </div>
      {order.payerSchool ? (
        <>
          <div className="finance-order-line" data-testid="order-payer-school">
            <span>{t('field.payerSchool')}</span>
            <span>{order.payerSchool}</span>
          </div>
          <div className="finance-order-line">
            <span>{t('field.placedBy')}</span>
            <span>{order.payerName}</span>
          </div>
        </>
      ) : (
        <div className="finance-order-line">
          <span>{t('field.payer')}</span>
          <span>{order.payerName}</span>
        </div>
      )}
      {order.lines.map((line) => (
        <div className="finance-order-line" key={line.lineId}>
          <span>
            {line.description}
            {line.quantity > 1 ? ` × ${line.quantity}` : ''}
          </span>
          <span>{formatFen(line.amountFen)}</span>
        </div>
      ))}
      <div className="finance-order-line">
        <span>{t('field.state')}</span>
        <OrderStateTag state={order.state} />
      </div>
      {order.state === 'awaiting' && order.transfer?.state !== 'submitted' && (
        <div className="finance-order-line">
          <span>{t('field.expiresAt')}</span>
          <span>{formatTime(order.expiresAt)}</span>
        </div>
      )}
    </div>
  );
};
