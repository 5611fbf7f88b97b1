import type { EliminationPreview, PromotionRow, PromotionRuleInput } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  InputNumber,
  Popconfirm,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeApi, outcomeKeys } from '../../../features/review-outcomes/outcome-api.ts';
import { reviewKeys } from '../../../features/review/review-api.ts';
import { StagePicker } from '../../../features/review/StagePicker.tsx';
import { useStagePicker } from '../../../features/review/useStagePicker.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import '../../../features/review-outcomes/review-outcomes.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

type RuleForm = {
  mode: 'top' | 'percent';
  top?: number | null;
  percent?: number | null;
  maxPerSchool?: number | null;
  schoolCapScope?: 'bucket' | 'stage';
  minScore?: number | null;
};

const toRule = (f: RuleForm): PromotionRuleInput => ({
  mode: f.mode,
  ...(f.mode === 'top' ? { top: f.top ?? 1 } : { percent: f.percent ?? 10 }),
  maxPerSchool: f.maxPerSchool ?? null,
  schoolCapScope: f.schoolCapScope ?? 'bucket',
  minScore: f.minScore ?? null,
});

/**
 * review/elimination: a promotion rule (top N or top % per item × group, per-school cap counted per item ×
 * group or across the stage, minimum score), its preview — who goes through and who is cut, and why — a
 * single commit into the next stage, and its undo (confirmed; refused once the next stage has activity).
 */
export const ReviewEliminationPage = () => {
  const { t } = useTranslation('reviewOutcome');
  const { t: tCommon } = useTranslation('common');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const stage = useStagePicker();
  const stageId = stage.value;
  const [form] = Form.useForm<RuleForm>();
  const mode = Form.useWatch('mode', form) ?? 'top';
  // A preview belongs to the stage it was run on: choosing another stage hides it.
  const [previewed, setPreview] = useState<{
    stageId: string;
    rule: PromotionRuleInput;
    data: EliminationPreview;
  } | null>(null);
  const preview = previewed && previewed.stageId === stageId ? previewed : null;
  const state = useListQuery({
    queryKey: outcomeKeys.elimination(stageId ?? ''),
    queryFn: () => outcomeApi.eliminationState(stageId!),
    enabled: !!stageId,
  });
  const runPreview = useMutation({
    mutationFn: (rule: PromotionRuleInput) =>
      outcomeApi.preview(stageId!, rule).then((data) => ({ stageId: stageId!, rule, data })),
    onSuccess: setPreview,
  });
  const commit = useMutation({
    mutationFn: (rule: PromotionRuleInput) => outcomeApi.commit(stageId!, rule),
    onSuccess: async (r) => {
      if (r.applied) message.success(t('elimination.applied', { enrolled: r.enrolled }));
      else message.warning(t('elimination.alreadyCommitted'));
      await client.invalidateQueries({ queryKey: outcomeKeys.all });
      await client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
  const undo = useMutation({
    mutationFn: () => outcomeApi.undoPromotion(stageId!),
    onSuccess: async (r) => {
      message.success(t('elimination.undone', { removed: r.removed }));
      await client.invalidateQueries({ queryKey: outcomeKeys.all });
      await client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
  const confirmUndo = () => {
    if (!committed) return;
    modal.confirm({
      title: t('elimination.undoTitle'),
      content: t('elimination.undoConfirm', { next: committed.nextStage.name, promoted: committed.promoted }),
      okText: t('elimination.undo'),
      okButtonProps: { danger: true },
      cancelText: tCommon('cancel'),
      // A refusal is toasted once by the client; the dialog closes rather than stay open beside it.
      onOk: () => undo.mutateAsync().catch(() => undefined),
    });
  };
  const committed = state.data?.committed ?? null;
  const ready = !!state.data && state.data.hasResults && !!state.data.nextStage;
  const promotedCount = preview?.data.rows.filter((r) => r.promoted).length ?? 0;

  const columns: ColumnsType<PromotionRow> = useMemo(
    () => [
      { key: 'rank', title: t('columns.rank'), dataIndex: 'rank', width: 70 },
      { key: 'team', title: t('columns.team'), dataIndex: 'teamName', width: 180 },
      { key: 'school', title: t('columns.school'), dataIndex: 'schoolName', width: 150 },
      { key: 'item', title: t('columns.item'), dataIndex: 'itemName', width: 120 },
      { key: 'group', title: t('columns.group'), dataIndex: 'groupName', width: 100 },
      { key: 'score', title: t('columns.score'), dataIndex: 'score', width: 100 },
      {
        key: 'outcome',
        title: t('elimination.outcome'),
        width: 90,
        render: (_: unknown, r) =>
          r.promoted ? (
            <Tag color="green">{t('elimination.through')}</Tag>
          ) : (
            <Tag color="default">{t('elimination.cut')}</Tag>
          ),
      },
      {
        key: 'reason',
        title: t('elimination.reason'),
        width: 200,
        render: (_: unknown, r) => t(`elimination.reasons.${r.reason}`),
      },
    ],
    [t],
  );

  return (
    <ListPage search={<StagePicker {...stage} />}>
      <div className="outcome-stack">
        {state.data && !state.data.hasResults && (
          <Alert type="warning" showIcon title={t('elimination.noResults')} />
        )}
        {state.data && state.data.hasResults && !state.data.nextStage && (
          <Alert type="warning" showIcon title={t('elimination.noNext')} />
        )}
        {committed && (
          <Alert
            type="success"
            showIcon
            action={
              <Button size="small" danger loading={undo.isPending} onClick={confirmUndo}>
                {t('elimination.undo')}
              </Button>
            }
            title={t('elimination.committed', {
              at: formatBeijing(committed.committedAt),
              by: committed.committedBy,
              promoted: committed.promoted,
              cut: committed.cut,
              next: committed.nextStage.name,
            })}
          />
        )}
        <Form<RuleForm>
          form={form}
          layout="inline"
          className="outcome-rule-form"
          initialValues={{ mode: 'top', top: 3, percent: 30, schoolCapScope: 'bucket' }}
          onFinish={(values) => runPreview.mutate(toRule(values))}
          disabled={!ready}
        >
          <Form.Item name="mode" label={t('elimination.mode')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'top', label: t('elimination.modeTop') },
                { value: 'percent', label: t('elimination.modePercent') },
              ]}
            />
          </Form.Item>
          {mode === 'top' ? (
            <Form.Item name="top" label={t('elimination.top')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
          ) : (
            <Form.Item name="percent" label={t('elimination.percent')} rules={[{ required: true }]}>
              <InputNumber min={1} max={100} />
            </Form.Item>
          )}
          <Form.Item name="maxPerSchool" label={t('elimination.maxPerSchool')}>
            <InputNumber min={1} precision={0} placeholder={t('elimination.unlimited')} />
          </Form.Item>
          {/* A select, not buttons: the English labels would not fit a phone's width side by side. */}
          <Form.Item name="schoolCapScope" label={t('elimination.capScope')}>
            <Select
              className="outcome-cap-scope"
              popupMatchSelectWidth={false}
              options={[
                { value: 'bucket', label: t('elimination.capScopeBucket') },
                { value: 'stage', label: t('elimination.capScopeStage') },
              ]}
            />
          </Form.Item>
          <Form.Item name="minScore" label={t('elimination.minScore')}>
            <InputNumber min={0} placeholder={t('elimination.unlimited')} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" loading={runPreview.isPending}>
              {t('elimination.preview')}
            </Button>
          </Form.Item>
        </Form>
        {preview && (
          <Space direction="vertical" size={4}>
            <Typography.Text strong>
              {t('elimination.nextStage', { name: preview.data.nextStage.name })} ·{' '}
              {t('elimination.summary', {
                total: preview.data.rows.length,
                promoted: promotedCount,
                cut: preview.data.rows.length - promotedCount,
              })}
            </Typography.Text>
            {preview.data.buckets.map((b) => (
              <Typography.Text key={`${b.itemName}/${b.groupName}`} type="secondary">
                {t('elimination.bucket', {
                  item: b.itemName,
                  group: b.groupName || '—',
                  quota: b.quota,
                  promoted: b.promoted,
                  entries: b.entries,
                  line: b.lineScore ?? '—',
                })}
              </Typography.Text>
            ))}
          </Space>
        )}
      </div>
      <ListTable<PromotionRow>
        storageKey="review-elimination"
        rowKey="entryId"
        columns={columns}
        rows={preview?.data.rows}
        loading={runPreview.isPending}
        rowClassName={(r) => (r.promoted ? 'outcome-row-through' : '')}
        toolbar={
          <Popconfirm
            title={t('elimination.commitConfirm', {
              count: promotedCount,
              next: preview?.data.nextStage.name ?? '',
            })}
            onConfirm={() => preview && commit.mutate(preview.rule)}
            disabled={!preview || !!committed}
          >
            <Button type="primary" disabled={!preview || !!committed} loading={commit.isPending}>
              {t('elimination.commit')}
            </Button>
          </Popconfirm>
        }
      />
    </ListPage>
  );
};
