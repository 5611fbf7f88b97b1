import type { DiscountCodeRow } from '@podium/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';
import { DeleteAction, RowActions } from '../table-kit/RowActions.tsx';
import { CompetitionFilter } from './CompetitionFilter.tsx';
import { DiscountCodeDialog } from './DiscountCodeDialog.tsx';
import { FinanceTabList, useFinanceTab } from './finance-tab.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';
import { formatDeskTime } from './finance-columns.ts';

const FILTERS = ['competitionId'] as const;

/** finance/action's discount codes: per competition, with uses left; create one, switch one off. */
export const DiscountCodesTab = () => {
  const { t } = useTranslation('finance');
  const tab = useFinanceTab(FILTERS, financeKeys.codes, financeApi.codes);
  const [creating, setCreating] = useState(false);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: financeKeys.all });
  const disable = useMutation({ mutationFn: financeApi.disableCode, onSuccess: refresh });
  const columns = useMemo<ColumnsType<DiscountCodeRow>>(
    () => [
      { key: 'code', title: t('discount.code'), dataIndex: 'code', width: 160 },
      { key: 'competitionName', title: t('field.competition'), dataIndex: 'competitionName', width: 200 },
      {
        key: 'value',
        title: t('discount.value'),
        width: 120,
        align: 'right',
        render: (_: unknown, row) => (row.kind === 'amount' ? formatFen(row.value) : `${row.value}%`),
      },
      {
        key: 'uses',
        title: `${t('discount.used')} / ${t('discount.maxUses')}`,
        width: 110,
        render: (_: unknown, row) => `${row.usedCount} / ${row.maxUses}`,
      },
      {
        key: 'expiresAt',
        title: t('discount.expiresAt'),
        dataIndex: 'expiresAt',
        width: 150,
        render: (v: string | null) => (v ? formatDeskTime(v) : t('discount.noExpiry')),
      },
      {
        key: 'state',
        title: t('field.state'),
        width: 90,
        render: (_: unknown, row) =>
          row.disabled ? (
            <Tag bordered={false}>{t('discount.disabled')}</Tag>
          ) : (
            <Tag bordered={false} color="green">
              {t('discount.active')}
            </Tag>
          ),
      },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 90,
        fixed: 'right',
        render: (_: unknown, row) =>
          row.disabled ? null : (
            <RowActions>
              <DeleteAction
                permission={['finance:action']}
                title={t('discount.disableConfirm')}
                onConfirm={() => disable.mutate(row.codeId)}
              >
                {t('discount.disable')}
              </DeleteAction>
            </RowActions>
          ),
      },
    ],
    [t, disable],
  );
  return (
    <>
      <FinanceTabList
        tab={tab}
        storageKey="finance-codes"
        rowKey="codeId"
        columns={columns}
        toolbar={
          <Permission list={['finance:action']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('discount.create')}
            </Button>
          </Permission>
        }
        filters={
          <>
            <CompetitionFilter />
          </>
        }
      />
      <DiscountCodeDialog open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
    </>
  );
};
