import type { OrderRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';

/**
 * The cashier's discount code: the payer types it before paying; the server takes a use of the code and
 * answers the order that replaces theirs, amount recomputed (a 0-fen order is paid at once). A refusal
 * (unknown, expired, used up) comes back in the payer's language and is shown as it comes.
 */
export const DiscountCodeField = ({
  order,
  onApplied,
}: {
  order: OrderRow;
  onApplied: (next: OrderRow) => void;
}) => {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const apply = useMutation({
    mutationFn: () => financeApi.applyCode(order.orderNo, code),
    onSuccess: async (next) => {
      void message.success(t('cashier.codeApplied', { amount: formatFen(next.discountFen) }));
      await client.invalidateQueries({ queryKey: financeKeys.all });
      onApplied(next);
    },
  });
  if (order.discountFen > 0)
    return (
      <div className="finance-order-line" data-testid="discount-applied">
        <span>{t('field.discount')}</span>
        <span>−{formatFen(order.discountFen)}</span>
      </div>
    );
  return (
    <Input.Search
      className="finance-code"
      aria-label={t('cashier.code')}
      placeholder={t('cashier.codePlaceholder')}
      enterButton={t('cashier.codeApply')}
      maxLength={32}
      value={code}
      onChange={(e) => setCode(e.target.value)}
      loading={apply.isPending}
      onSearch={(value) => value.trim() && apply.mutate()}
      data-testid="discount-code"
    />
  );
};
