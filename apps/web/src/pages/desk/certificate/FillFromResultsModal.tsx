import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, message, Modal, Radio, Select, Space, Table, Tag } from 'antd';
import type { AwardFillMode, AwardFillResult, AwardFillRow, AwardLevel } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { awardEntryApi } from '../../../features/awards/award-api.ts';
import { competitionApi } from '../../../features/competition/competition-api.ts';
import { useDiscardGuard } from '../../../features/form-dialog/useDiscardGuard.ts';

const ACTION_COLOR: Record<AwardFillRow['action'], string> = {
  add: 'green',
  update: 'blue',
  remove: 'red',
  keep: 'default',
  issued: 'gold',
  none: 'default',
};

type Props = {
  open: boolean;
  listId: string;
  competitionId: string;
  levels: AwardLevel[];
  onClose: () => void;
  onDone: () => void;
};

/** Fill the list from a review stage's final results: rule → preview (what changes) → write. */
export const FillFromResultsModal = ({ open, listId, competitionId, levels, onClose, onDone }: Props) => {
  const { t } = useTranslation('awardPortal');
  const [stageId, setStageId] = useState<string>();
  const [mode, setMode] = useState<AwardFillMode>('ranks');
  const [values, setValues] = useState<Record<string, number | null>>({});
  const [preview, setPreview] = useState<AwardFillResult | null>(null);
  const stages = useQuery({
    queryKey: ['competition', 'stages', competitionId],
    queryFn: () => competitionApi.stages(competitionId),
    enabled: open && !!competitionId,
  });
  const body = () => {
    const chosen = levels.filter((l) => typeof values[l.levelId] === 'number');
    return {
      listId,
      stageId: stageId ?? null,
      mode,
      ...(mode === 'ranks'
        ? { ranks: chosen.map((l) => ({ levelId: l.levelId, count: values[l.levelId]! })) }
        : { bands: chosen.map((l) => ({ levelId: l.levelId, minScore: values[l.levelId]! })) }),
    };
  };
  const run = useMutation({
    mutationFn: (write: boolean) =>
      write ? awardEntryApi.fromResults(body()) : awardEntryApi.fromResultsPreview(body()),
    onSuccess: (result, write) => {
      if (!write) return setPreview(result);
      // Written: the preview no longer describes anything to do, so the dialog closes and says what it wrote.
      const count = result.added + result.updated + result.removed;
      void message.success(t('fill.done', { ...result, count }));
      setPreview(null);
      resetChanges();
      onDone();
      onClose();
    },
  });
  // Results of a review still open (or with unscored work) may change: said before anything is written.
  const review = preview?.review;
  const warned = !!review && (review.open || review.unscored > 0);
  // A rule being set up (stage, mode, numbers) and not written: closing asks first. Written, it closes at once.
  const discard = () => (setPreview(null), onClose());
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(undefined, discard, open);
  const changed = (next: () => void) => {
    noteChange();
    next();
    setPreview(null);
  };
  return (
    <Modal
      open={open}
      width={900}
      title={t('fill.title')}
      okText={preview ? (warned ? t('fill.applyAnyway') : t('fill.apply')) : t('fill.preview')}
      okButtonProps={{ loading: run.isPending, danger: warned }}
      onOk={() => run.mutate(preview !== null)}
      onCancel={closeAsking}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('fill.stage')}>
          <Select
            aria-label={t('fill.stage')}
            value={stageId}
            loading={stages.isLoading}
            options={(stages.data ?? []).map((s) => ({ value: s.stageId, label: s.name }))}
            onChange={(v: string) => changed(() => setStageId(v))}
          />
        </Form.Item>
        <Form.Item label={t('fill.mode')}>
          <Radio.Group
            value={mode}
            onChange={(e) => changed(() => setMode(e.target.value as AwardFillMode))}
            options={[
              { value: 'ranks', label: t('fill.modeRanks') },
              { value: 'bands', label: t('fill.modeBands') },
            ]}
          />
        </Form.Item>
        <Space wrap size={[24, 8]}>
          {levels.map((level) => (
            <Space key={level.levelId}>
              <span>{level.name}</span>
              <InputNumber
                aria-label={level.name}
                placeholder={mode === 'ranks' ? t('fill.count') : t('fill.minScore')}
                min={mode === 'ranks' ? 1 : undefined}
                value={values[level.levelId] ?? null}
                onChange={(v) => changed(() => setValues({ ...values, [level.levelId]: v }))}
              />
            </Space>
          ))}
        </Space>
      </Form>
      <Alert className="award-fill-hint" type="info" showIcon message={t('fill.hint')} />
      {preview && (
        <>
          {warned && (
            <Alert
              className="award-fill-hint"
              type="warning"
              showIcon
              data-testid="fill-review-warning"
              message={t(review.open ? 'fill.reviewOpen' : 'fill.reviewUnscored', {
                unscored: review.unscored,
                total: review.assignments,
              })}
              description={review.open ? t('fill.reviewOpenHint') : undefined}
            />
          )}
          <p className="award-fill-summary">{t('fill.summary', preview)}</p>
          <Table<AwardFillRow>
            size="small"
            rowKey="entryId"
            dataSource={preview.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'item', title: t('fill.item'), dataIndex: 'itemName' },
              { key: 'group', title: t('fill.group'), dataIndex: 'groupName' },
              { key: 'rank', title: t('fill.rank'), dataIndex: 'rank' },
              { key: 'team', title: t('fill.team'), dataIndex: 'teamName' },
              { key: 'score', title: t('fill.score'), dataIndex: 'score' },
              { key: 'award', title: t('fill.award'), dataIndex: 'awardName' },
              {
                key: 'action',
                title: t('fill.action'),
                render: (_: unknown, r) => (
                  <Tag color={ACTION_COLOR[r.action]}>{t(`fill.actions.${r.action}`)}</Tag>
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
};
