import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tag, message } from 'antd';
import type { ParseKeys } from 'i18next';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewKeys } from '../review/review-api.ts';
import { intakeKeys } from './expert-intake-api.ts';
import { ReasonModal } from './ReasonModal.tsx';

/** A proposed expert waiting for the organiser: a recruitment application or a school's recommendation. */
type IntakeRow<S extends string> = { name: string; status: S; reason: string | null };
type Key = ParseKeys<'experts'>;

type Options<Row extends IntakeRow<S>, S extends string> = {
  /** The row's id for the calls. */
  idOf: (row: Row) => string;
  accept: (id: string) => Promise<unknown>;
  refuse: (id: string, reason: string) => Promise<unknown>;
  /** Tag colour per status; the pending status is the one that can be decided. */
  statusColor: Record<S, string>;
  pending: S;
  /** i18n keys (namespace experts) of the texts that differ between the two pages. */
  keys: {
    status: (status: S) => Key;
    accept: Key;
    acceptConfirm: Key;
    refuse: Key;
    refuseTitle: Key;
    refuseReason: Key;
    acceptedToast?: Key;
  };
  /** Widths of the status and actions columns. */
  widths?: { status: number; actions: number };
};

/**
 * The organiser's decision on proposed experts, shared by recruitment applications and school
 * recommendations: a status column (with the refusal's reason), an actions column (accept after a
 * confirmation, refuse with a reason the other side reads) and the reason dialog to render beside the table.
 */
export const useIntakeReview = <Row extends IntakeRow<S>, S extends string>({
  idOf,
  accept,
  refuse,
  statusColor,
  pending,
  keys,
  widths = { status: 110, actions: 170 },
}: Options<Row, S>): { statusColumn: ColumnType<Row>; actionsColumn: ColumnType<Row>; dialog: ReactNode } => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState<Row | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  };
  const accepting = useMutation({
    mutationFn: accept,
    onSuccess: () => {
      if (keys.acceptedToast) void message.success(t(keys.acceptedToast));
      refresh();
    },
  });
  const refusal = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refuse(id, reason),
    onSuccess: () => (setRefusing(null), refresh()),
  });
  const { mutate: acceptOne } = accepting;
  const columns = useMemo(
    () => ({
      statusColumn: {
        key: 'status',
        title: t('common.status'),
        dataIndex: 'status',
        width: widths.status,
        render: (status: S, row: Row) => (
          <Space direction="vertical" size={0}>
            <Tag color={statusColor[status]}>{t(keys.status(status))}</Tag>
            {row.reason && <span className="muted-text">{row.reason}</span>}
          </Space>
        ),
      },
      actionsColumn: {
        key: 'actions',
        title: t('common.actions'),
        width: widths.actions,
        render: (_: unknown, row: Row) =>
          row.status === pending && (
            <Space size={0}>
              <Popconfirm
                title={t(keys.acceptConfirm, { name: row.name })}
                onConfirm={() => acceptOne(idOf(row))}
              >
                <Button type="link" size="small">
                  {t(keys.accept)}
                </Button>
              </Popconfirm>
              <Button type="link" size="small" danger onClick={() => setRefusing(row)}>
                {t(keys.refuse)}
              </Button>
            </Space>
          ),
      },
    }),
    // The options are fixed per page; `t` changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, acceptOne],
  );
  const dialog = (
    <ReasonModal
      open={refusing !== null}
      title={t(keys.refuseTitle, { name: refusing?.name ?? '' })}
      label={t(keys.refuseReason)}
      okText={t(keys.refuse)}
      pending={refusal.isPending}
      onCancel={() => setRefusing(null)}
      onSubmit={(reason) => refusal.mutate({ id: idOf(refusing!), reason })}
    />
  );
  return { ...columns, dialog };
};
