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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { reviewApi, reviewKeys } from './review-api.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

const STATUS_COLOURS: Record<QueueItem['status'], string> = {
  assigned: 'blue',
  draft: 'gold',
  submitted: 'green',
  abstained: 'default',
};

type Values = Record<string, number | string | undefined>;

/**
 * One assigned entry: a number per scoring column (bounded by its maximum), comments, save draft, submit
 * and abstain. The server checks everything again (window, assignment, conflicts, maxima).
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
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const editable = writable && (item.status === 'assigned' || item.status === 'draft');
  const done = async (text: string) => {
    void getMessage().success(text);
    await client.invalidateQueries({ queryKey: reviewKeys.all });
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
            >
              <InputNumber min={0} max={c.max} step={0.5} inputMode="decimal" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name={`c_${c.key}`}
              label={c.commentRequired ? t('scoring.commentRequired') : t('scoring.comment')}
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
          <Typography.Text strong>{t('scoring.total', { total: sum })}</Typography.Text>
          {editable && (
            <Space wrap>
              <Button onClick={() => setAbstaining(true)}>{t('scoring.abstain')}</Button>
              <Button loading={save.isPending && !save.variables} onClick={() => save.mutate(false)}>
                {t('scoring.saveDraft')}
              </Button>
              <Popconfirm title={t('scoring.submitConfirm')} onConfirm={() => save.mutate(true)}>
                <Button type="primary" loading={save.isPending && save.variables}>
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
        onCancel={() => setAbstaining(false)}
        onOk={() => void reasonForm.validateFields().then(({ reason }) => abstain.mutate(reason))}
        destroyOnHidden
      >
        <Form form={reasonForm} name={`abstain-${item.assignmentId}`} layout="vertical">
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
