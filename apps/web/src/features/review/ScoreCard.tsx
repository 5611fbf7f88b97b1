import type { QueueItem, ReviewColumnSetting } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { reviewApi, reviewKeys } from './review-api.ts';
import { sceneKeys } from '../scene/scene-api.ts';
import { WorkView } from './WorkView.tsx';
import { usePunctuation } from '../../i18n/usePunctuation.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

const STATUS_COLOURS: Record<QueueItem['status'], string> = {
  assigned: 'blue',
  draft: 'gold',
  submitted: 'green',
  abstained: 'default',
};

type Values = Record<string, number | string | undefined>;

/**
 * One assigned entry: the work (title, description, files in the page), a number per scoring column,
 * comments, save draft, submit and abstain. A score over its column's maximum is refused with a message,
 * never silently lowered; submitting checks every score and required comment first and only then asks
 * for confirmation. The server checks everything again (window, assignment, conflicts, maxima).
 */
export const ScoreCard = ({
  item,
  columns,
  writable,
}: {
  item: QueueItem;
  columns: ReviewColumnSetting[];
  writable: boolean;
}) => {
  const { t } = useTranslation('review');
  const { t: tScene } = useTranslation('scene');
  const punct = usePunctuation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [abstaining, setAbstaining] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // What the rules check for: a draft may leave scores and comments empty, a submission may not.
  const intent = useRef<'draft' | 'submit'>('draft');
  const [reasonForm] = Form.useForm<{ reason: string }>();
  // The abstain dialog: a half-written reason is not lost to a stray tap on the mask (phones) without asking.
  const abstainGuard = useDiscardGuard(reasonForm, () => setAbstaining(false), abstaining);
  const editable = writable && (item.status === 'assigned' || item.status === 'draft');
  const done = async (text: string) => {
    void getMessage().success(text);
    // The queue and progress, and the captain's panel (its "n of m" counts this score). The work itself
    // (its file links) has not changed.
    await Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all, predicate: (q) => q.queryKey[1] !== 'work' }),
      client.invalidateQueries({ queryKey: sceneKeys.all }),
    ]);
  };
  const scoreRules = (c: ReviewColumnSetting): Rule[] => [
    {
      validator: async (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '') {
          if (intent.current === 'submit') throw new Error(t('scoring.scoreMissing', { name: c.name }));
          return;
        }
        if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(t('scoring.scoreNumber'));
        if (value < 0) throw new Error(t('scoring.scoreNegative', { name: c.name }));
        if (value > c.max) throw new Error(t('scoring.scoreOverMax', { name: c.name, max: c.max }));
      },
    },
  ];
  const commentRules = (c: ReviewColumnSetting): Rule[] =>
    c.commentRequired
      ? [
          {
            validator: async (_rule, value: unknown) => {
              if (intent.current === 'submit' && !(typeof value === 'string' && value.trim()))
                throw new Error(t('scoring.commentMissing', { name: c.name }));
            },
          },
        ]
      : [];
  /** Checks the form for a draft or a submission; shows the first problem where it is. */
  const check = async (next: 'draft' | 'submit') => {
    intent.current = next;
    try {
      await form.validateFields();
      return true;
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth' });
      return false;
    }
  };
  const save = useMutation({
    mutationFn: (submit: boolean) => {
      const values = form.getFieldsValue();
      const scores: Record<string, number> = {};
      const comments: Record<string, string> = {};
      for (const c of columns) {
        const score = values[`s_${c.key}`];
        const comment = values[`c_${c.key}`];
        if (typeof score === 'number') scores[c.key] = score;
        if (typeof comment === 'string' && comment.trim()) comments[c.key] = comment.trim();
      }
      return reviewApi.saveScore({ assignmentId: item.assignmentId, scores, comments, submit });
    },
    onSuccess: (_result, submit) => done(t(submit ? 'scoring.submitted' : 'scoring.saved')),
  });
  const abstain = useMutation({
    mutationFn: (reason: string) => reviewApi.abstain(item.assignmentId, reason),
    onSuccess: () => {
      setAbstaining(false);
      return done(t('scoring.abstained'));
    },
  });
  const initial: Values = Object.fromEntries(
    columns.flatMap((c) => [
      [`s_${c.key}`, item.scores[c.key]],
      [`c_${c.key}`, item.comments[c.key]],
    ]),
  );
  const total = Form.useWatch([], form);
  const sum = columns.reduce((acc, c) => acc + (Number(total?.[`s_${c.key}`]) || 0), 0);
  // A score outside its column's range still counts in the sum shown, so the total says it is not final.
  const outOfRange = columns.some((c) => {
    const value = Number(total?.[`s_${c.key}`]);
    return Number.isFinite(value) && (value < 0 || value > c.max);
  });

  return (
    <Card
      className={item.onStage ? 'score-card score-card--on-stage' : 'score-card'}
      size="small"
      data-on-stage={item.onStage || undefined}
      title={
        <Space wrap>
          {item.onStage && <Tag color="blue">{tScene('scoring.onStage')}</Tag>}
          <Typography.Text strong>{item.title}</Typography.Text>
          {item.schoolName && <Typography.Text type="secondary">{item.schoolName}</Typography.Text>}
        </Space>
      }
      extra={<Tag color={STATUS_COLOURS[item.status]}>{t(`scoring.status.${item.status}`)}</Tag>}
    >
      {item.returnNote && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={tScene('scoring.returned', { note: item.returnNote })}
        />
      )}
      <WorkView assignmentId={item.assignmentId} />
      <Form
        form={form}
        name={`score-${item.assignmentId}`}
        layout="vertical"
        initialValues={initial}
        disabled={!editable}
      >
        {columns.map((c) => (
          <div key={c.key} className="score-card__column">
            <Form.Item
              name={`s_${c.key}`}
              label={punct.parenthesised(c.name, t('scoring.max', { max: c.max }))}
              rules={scoreRules(c)}
            >
              {/* No min/max on the input: it would lower 45 to 40 without a word; the rule says why instead. */}
              <InputNumber step={0.5} inputMode="decimal" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name={`c_${c.key}`}
              label={c.commentRequired ? t('scoring.commentRequired') : t('scoring.comment')}
              rules={commentRules(c)}
            >
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
          </div>
        ))}
      </Form>
      {item.status === 'abstained' ? (
        <Typography.Text type="secondary">{item.abstainReason}</Typography.Text>
      ) : (
        <div className="score-card__footer">
          <Typography.Text strong type={outOfRange ? 'danger' : undefined} aria-live="polite">
            {t(outOfRange ? 'scoring.totalOutOfRange' : 'scoring.total', { total: sum })}
          </Typography.Text>
          {editable && (
            <Space wrap>
              <Button onClick={() => setAbstaining(true)}>{t('scoring.abstain')}</Button>
              <Button
                loading={save.isPending && !save.variables}
                onClick={() => void check('draft').then((valid) => valid && save.mutate(false))}
              >
                {t('scoring.saveDraft')}
              </Button>
              <Popconfirm
                title={t('scoring.submitConfirm')}
                open={confirming}
                onOpenChange={(open) => !open && setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false);
                  save.mutate(true);
                }}
                onCancel={() => setConfirming(false)}
              >
                <Button
                  type="primary"
                  loading={save.isPending && save.variables}
                  onClick={() => void check('submit').then(setConfirming)}
                >
                  {t('scoring.submit')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        </div>
      )}
      <Modal
        open={abstaining}
        title={t('scoring.abstainTitle')}
        okButtonProps={{ loading: abstain.isPending }}
        onCancel={abstainGuard.close}
        onOk={() => void reasonForm.validateFields().then(({ reason }) => abstain.mutate(reason))}
        destroyOnHidden
      >
        <Form
          form={reasonForm}
          onValuesChange={abstainGuard.onValuesChange}
          name={`abstain-${item.assignmentId}`}
          layout="vertical"
        >
          <Form.Item
            name="reason"
            label={t('scoring.abstainReason')}
            rules={[{ required: true, whitespace: true, message: t('scoring.abstainPlaceholder') }]}
          >
            <Input.TextArea rows={3} maxLength={500} placeholder={t('scoring.abstainPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
