import type { DistributionPreview, DistributionRow } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Form, Input, Modal, Select, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { DistributionPreviewDialog } from '../../../features/review-outcomes/DistributionPreviewDialog.tsx';
import { BlindMetadataAlert } from '../../../features/review-outcomes/BlindMetadataAlert.tsx';
import { ReviewStateBar } from '../../../features/review-outcomes/ReviewStateBar.tsx';
import { SyncSummary, syncLeftSomeOut } from '../../../features/review-outcomes/SyncSummary.tsx';
import { outcomeApi, outcomeKeys } from '../../../features/review-outcomes/outcome-api.ts';
import { reviewKeys } from '../../../features/review/review-api.ts';
import { StagePicker } from '../../../features/review/StagePicker.tsx';
import { useStagePicker } from '../../../features/review/useStagePicker.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/review-outcomes/review-outcomes.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { FormDialog } from '../../../features/form-dialog/FormDialog.tsx';

type Assignment = DistributionRow['assignments'][number];
const STATUS_COLOR: Record<Assignment['status'], string> = {
  assigned: 'default',
  draft: 'processing',
  submitted: 'success',
  abstained: 'warning',
};

type AssignValues = { expertId: string; note?: string };

/**
 * Adds one expert to an entry by hand; the server refuses a conflicted expert with the reason (the dialog
 * stays open with the choice). A FormDialog: closing it with a choice made asks first.
 */
const AssignDialog = ({ row, onClose }: { row: DistributionRow | null; onClose: () => void }) => {
  const { t } = useTranslation('reviewOutcome');
  const { message } = App.useApp();
  const client = useQueryClient();
  const experts = useQuery({
    queryKey: outcomeKeys.expertOptions,
    queryFn: outcomeApi.expertOptions,
    enabled: !!row,
  });
  const assign = useMutation({
    mutationFn: (v: AssignValues & { entryId: string }) =>
      outcomeApi.assign(v.entryId, v.expertId, v.note ?? ''),
    onSuccess: () => {
      message.success(t('group.saved'));
      void client.invalidateQueries({ queryKey: outcomeKeys.all });
    },
  });
  const taken = new Set(row?.assignments.map((a) => a.expertId));
  return (
    <FormDialog<AssignValues>
      open={!!row}
      recordKey={row?.entryId ?? null}
      title={row ? t('distribution.addTitle', { team: row.teamName }) : ''}
      onClose={onClose}
      onSubmit={(v, entryId) => assign.mutateAsync({ ...v, entryId: entryId ?? '' })}
    >
      <Form.Item name="expertId" label={t('columns.expert')} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={experts.isFetching}
          options={(experts.data ?? [])
            .filter((e) => !taken.has(e.expertId))
            .map((e) => ({
              value: e.expertId,
              label: `${e.name}${e.organisation ? ` · ${e.organisation}` : ''}`,
            }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('distribution.note')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
};

/**
 * review/distribution: entries of a stage with their experts and why each was assigned; sync entries from
 * approved sign-ups, distribute (a dry run first: the preview dialog, then apply — which tops up only what
 * is missing and is refused if anything changed since the preview), add or withdraw an expert by hand.
 */
export const ReviewDistributionPage = () => {
  const { t } = useTranslation('reviewOutcome');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  // The stage lives in the address: a reload keeps it, and a link (the statistics' review chart) opens it.
  // A group belongs to one stage: a new stage starts unfiltered, on its first page.
  const stage = useStagePicker(['dist.expertGroupId', 'dist.pageNum']);
  const stageId = stage.value;
  const [adding, setAdding] = useState<DistributionRow | null>(null);
  const list = useListParams(['expertGroupId'], 'dist');
  const groupFilter = list.filters.expertGroupId;
  const params = {
    stageId: stageId ?? '',
    pageNum: list.pageNum,
    pageSize: list.pageSize,
    ...(groupFilter ? { expertGroupId: groupFilter } : {}),
  };
  const groups = useQuery({
    queryKey: outcomeKeys.groups(stageId ?? ''),
    queryFn: () => outcomeApi.groups(stageId!),
    enabled: !!stageId,
  });
  const rows = useListQuery({
    queryKey: outcomeKeys.distribution(params),
    queryFn: () => outcomeApi.distribution(params),
    enabled: !!stageId,
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: outcomeKeys.all });
    await client.invalidateQueries({ queryKey: reviewKeys.all });
  };
  // Where the stage's review stands: open or closed, and the approved sign-ups the sync would still add.
  const reviewState = useQuery({
    queryKey: outcomeKeys.reviewState(stageId ?? ''),
    queryFn: () => outcomeApi.reviewState(stageId!),
    enabled: !!stageId,
  });
  const waiting = reviewState.data?.waitingToSync ?? 0;
  const sync = useMutation({
    mutationFn: () => outcomeApi.syncEntries(stageId!),
    onSuccess: async (r) => {
      // A stage that takes works reviews only the sign-ups whose work stands: name the others, so the
      // organiser sees why they are missing.
      if (syncLeftSomeOut(r))
        modal.info({ title: t('distribution.syncedTitle'), width: 560, content: <SyncSummary result={r} /> });
      else message.success(t('distribution.synced', r));
      await refresh();
    },
  });
  const [preview, setPreview] = useState<DistributionPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The preview names experts who cannot sign in; the organiser may leave them out (their unopened works then
  // go to others) or create their accounts from the dialog.
  const runPreview = useMutation({
    mutationFn: (skipWithoutAccount: boolean) => outcomeApi.previewDistribution(stageId!, skipWithoutAccount),
    onSuccess: (data) => {
      setPreview(data);
      setRefusal(null);
    },
  });
  const apply = useMutation({
    mutationFn: () =>
      outcomeApi.applyDistribution(stageId!, preview!.fingerprint, preview!.skipWithoutAccount),
    onSuccess: async (r) => {
      message.success(t('distribution.applied', { created: r.created, short: r.shortEntries }));
      setPreview(null);
      await refresh();
    },
    // The client does not toast this call's failures: a changed input stays in the dialog, anything else toasts once.
    onError: (error) => {
      if (isApiError(error) && error.code === 409) setRefusal(error.message);
      else if (!(isApiError(error) && !error.message)) message.error(error.message);
    },
  });
  const unassign = useMutation({ mutationFn: outcomeApi.unassign, onSuccess: refresh });

  const columns: ColumnsType<DistributionRow> = useMemo(
    () => [
      { key: 'team', title: t('columns.team'), dataIndex: 'teamName', width: 180 },
      { key: 'school', title: t('columns.school'), dataIndex: 'schoolName', width: 150 },
      { key: 'field', title: t('distribution.field'), dataIndex: 'field', width: 100 },
      {
        key: 'expertGroup',
        title: t('distribution.expertGroup'),
        dataIndex: 'expertGroupName',
        width: 130,
        render: (name: string | null) => name ?? <Tag>{t('distribution.noGroup')}</Tag>,
      },
      {
        key: 'experts',
        title: t('distribution.experts'),
        width: 420,
        render: (_: unknown, r) => (
          <Space size={[4, 4]} wrap>
            {r.assignments.map((a) => (
              <Tooltip
                key={a.assignmentId}
                title={[
                  a.source === 'manual' ? t('distribution.manual') : t('distribution.auto'),
                  t(`distribution.status.${a.status}`),
                  a.reason.fieldMatch ? t('distribution.reasonField') : null,
                  a.reason.load !== undefined
                    ? t('distribution.reasonLoad', { load: a.reason.load, cap: a.reason.cap })
                    : null,
                  a.reason.note || null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              >
                <Tag
                  color={STATUS_COLOR[a.status]}
                  closable={a.status === 'assigned'}
                  onClose={(e) => {
                    e.preventDefault();
                    Modal.confirm({
                      title: t('distribution.removeConfirm'),
                      onOk: () => unassign.mutateAsync(a.assignmentId),
                    });
                  }}
                >
                  {a.expertName}
                  {a.source === 'manual' ? ` (${t('distribution.manual')})` : ''}
                </Tag>
              </Tooltip>
            ))}
          </Space>
        ),
      },
      {
        key: 'actions',
        title: '',
        width: 110,
        fixed: 'right',
        render: (_: unknown, r) => (
          <Button type="link" size="small" onClick={() => setAdding(r)}>
            {t('distribution.add')}
          </Button>
        ),
      },
    ],
    [t, unassign],
  );

  return (
    <ListPage search={<StagePicker {...stage} />}>
      {stageId && <BlindMetadataAlert stageId={stageId} />}
      {stageId && reviewState.data && <ReviewStateBar state={reviewState.data} />}
      {waiting > 0 && !!rows.data?.total && (
        <Alert
          className="review-state-bar"
          type="warning"
          showIcon
          data-testid="sync-waiting"
          message={t('distribution.waitingMore', { count: waiting })}
          action={
            <Button size="small" loading={sync.isPending} onClick={() => sync.mutate()}>
              {t('distribution.sync')}
            </Button>
          }
        />
      )}
      <ListTable<DistributionRow>
        locale={{
          emptyText: stageId ? (
            <Empty
              data-testid="distribution-empty"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                reviewState.data
                  ? waiting > 0
                    ? t('distribution.emptyWaiting', { count: waiting })
                    : t('distribution.emptyNone')
                  : null
              }
            >
              {waiting > 0 && (
                <Button type="primary" loading={sync.isPending} onClick={() => sync.mutate()}>
                  {t('distribution.sync')}
                </Button>
              )}
            </Empty>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('distribution.pickStage')} />
          ),
        }}
        storageKey="review-distribution"
        rowKey="entryId"
        columns={columns}
        rows={rows.data?.rows}
        total={rows.data?.total}
        paging={list}
        loading={rows.isFetching}
        toolbar={
          <>
            <Select
              allowClear
              aria-label={t('distribution.expertGroup')}
              placeholder={t('distribution.allGroups')}
              style={{ minWidth: 160 }}
              disabled={!stageId}
              value={groupFilter ?? null}
              onChange={(id: string | undefined) => list.setFilters({ expertGroupId: id ?? undefined })}
              options={(groups.data ?? []).map((g) => ({ value: g.expertGroupId, label: g.name }))}
            />
            <Button disabled={!stageId} loading={sync.isPending} onClick={() => sync.mutate()}>
              {t('distribution.sync')}
            </Button>
            <Button
              type="primary"
              disabled={!stageId}
              loading={runPreview.isPending && !preview}
              onClick={() => runPreview.mutate(false)}
            >
              {t('distribution.run')}
            </Button>
          </>
        }
      />
      <AssignDialog row={adding} onClose={() => setAdding(null)} />
      <DistributionPreviewDialog
        preview={preview}
        refusal={refusal}
        applying={apply.isPending}
        previewing={runPreview.isPending}
        onApply={() => apply.mutate()}
        onRepreview={() => runPreview.mutate(preview?.skipWithoutAccount ?? false)}
        onSkipWithoutAccount={(skip) => runPreview.mutate(skip)}
        onClose={() => setPreview(null)}
      />
    </ListPage>
  );
};
