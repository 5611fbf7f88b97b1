import { Tag } from 'antd';
import type { OrderState } from '@podium/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderState, string> = {
  awaiting: 'orange',
  paid: 'green',
  refunding: 'blue',
  refunded: 'default',
  partlyRefunded: 'cyan',
  closed: 'default',
};

export const OrderStateTag = ({ state }: { state: OrderState }) => {
  const { t } = useTranslation('finance');
  return (
    <Tag bordered={false} color={COLORS[state]} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
};
