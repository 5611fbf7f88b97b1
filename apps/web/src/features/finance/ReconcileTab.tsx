import type { ReconcileRow } from '@podium/contracts';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOLVED_FILTERS, ResolvableTabList, useFinanceTab } from './finance-tab.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';

const fen = (v: number | null) => (v === null ? '—' : formatFen(v));

/** finance/action's reconciliation: the bill lines and payments that did not match, until resolved. */
export const ReconcileTab = () => {
  const { t } = useTranslation('finance');
  const tab = useFinanceTab(RESOLVED_FILTERS, financeKeys.reconcile, financeApi.reconcile);
  const columns = useMemo<ColumnsType<ReconcileRow>>(
    () => [
      { key: 'day', title: t('reconcile.day'), dataIndex: 'day', width: 110 },
      {
        key: 'problem',
        title: t('reconcile.problem'),
        dataIndex: 'problem',
        width: 160,
        render: (p: ReconcileRow['problem']) => (
          <Tag bordered={false} color="red">
            {t(`reconcile.problems.${p}`)}
          </Tag>
        ),
      },
      {
        key: 'kind',
        title: t('reconcile.kind'),
        dataIndex: 'kind',
        width: 90,
        render: (k: ReconcileRow['kind']) => t(`bill.kinds.${k}`),
      },
      { key: 'reference', title: t('bill.reference'), dataIndex: 'reference', width: 230 },
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      {
        key: 'billFen',
        title: t('reconcile.billFen'),
        dataIndex: 'billFen',
        width: 110,
        align: 'right',
        render: fen,
      },
      {
        key: 'podiumFen',
        title: t('reconcile.podiumFen'),
        dataIndex: 'podiumFen',
        width: 110,
        align: 'right',
        render: fen,
      },
    ],
    [t],
  );
  return (
    <ResolvableTabList
      tab={tab}
      storageKey="finance-reconcile"
      rowKey="itemId"
      columns={columns}
      noteHint={t('reconcile.noteHint')}
      resolve={financeApi.resolveReconcile}
    />
  );
};
