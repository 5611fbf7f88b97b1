import { stageToBody, type ItemOption, type ParticipantGroup, type Stage } from '@podium/contracts';
import { Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromPicker, toPickerRange } from '../beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionApi, useCompetitionMutation } from './competition-api.ts';
import { DateTimeRangePicker } from '../form-fields/DateTimePicker.tsx';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';
import { stageWindowWarnings } from './stage-window-warnings.ts';

type Range = [Dayjs | null, Dayjs | null] | null;
type Values = {
  name: string;
  description: string;
  orderNum: number;
  signUp: Range;
  submit: Range;
  review: Range;
  itemIds: string[];
  groupIds: string[];
};

type Props = {
  competitionId: string;
  /** The stage to edit, `'new'` to add one, null when closed. */
  stage: Stage | 'new' | null;
  nextOrder: number;
  items: ItemOption[];
  groups: ParticipantGroup[];
  onClose: () => void;
};

const toRange = (start: string | null, end: string | null): Range => toPickerRange(start, end);
const iso = fromPicker;

/** Adds or edits a stage: its name, order, the three windows, and which items and groups take part. */
export const StageDrawer = ({ competitionId, stage, nextOrder, items, groups, onClose }: Props) => {
  const { t } = useTranslation('competition');
  const [form] = Form.useForm<Values>();
  const { close: close, onValuesChange: noteChange, reset: resetChanges } = useDiscardGuard(form, onClose);
  const existing = stage !== 'new' && stage !== null ? stage : null;
  const save = useCompetitionMutation((values: Values) => {
    const windows = {
      name: values.name,
      description: values.description ?? '',
      orderNum: values.orderNum ?? 0,
      signUpStart: iso(values.signUp?.[0]),
      signUpEnd: iso(values.signUp?.[1]),
      submitStart: iso(values.submit?.[0]),
      submitEnd: iso(values.submit?.[1]),
      reviewStart: iso(values.review?.[0]),
      reviewEnd: iso(values.review?.[1]),
      itemIds: values.itemIds ?? [],
      groupIds: values.groupIds ?? [],
    };
    return competitionApi.saveStage(
      existing ? { ...stageToBody(existing), ...windows } : { competitionId, ...windows },
    );
  }, onClose);

  useEffect(() => {
    if (stage === null) return;
    form.resetFields();
    resetChanges();
    if (existing)
      form.setFieldsValue({
        name: existing.name,
        description: existing.description,
        orderNum: existing.orderNum,
        signUp: toRange(existing.signUpStart, existing.signUpEnd),
        submit: toRange(existing.submitStart, existing.submitEnd),
        review: toRange(existing.reviewStart, existing.reviewEnd),
        itemIds: existing.items.map((i) => i.itemId),
        groupIds: existing.groups.map((g) => g.groupId),
      });
    else form.setFieldsValue({ orderNum: nextOrder });
  }, [stage, existing, form, nextOrder, resetChanges]);

  const range = <DateTimeRangePicker style={{ width: '100%' }} />;
  const spanOf = (r: Range | undefined) => ({
    start: r?.[0]?.valueOf() ?? null,
    end: r?.[1]?.valueOf() ?? null,
  });
  const warnings = stageWindowWarnings({
    signUp: spanOf(Form.useWatch('signUp', form)),
    submit: spanOf(Form.useWatch('submit', form)),
    review: spanOf(Form.useWatch('review', form)),
  });
  /** A window's warning under its field (saving stays allowed). */
  const warned = (field: 'submit' | 'review') => {
    const warning = warnings[field];
    return warning ? { validateStatus: 'warning' as const, help: t(`stage.windowWarning.${warning}`) } : {};
  };
  return (
    <Drawer
      open={stage !== null}
      title={existing ? t('stage.edit') : t('stage.add')}
      size={560}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('form.save')}
          </Button>
        </Space>
      }
    >
      <Form
        name="competition-stage"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="name"
          label={t('stage.name')}
          rules={[{ required: true, message: t('form.required', { field: t('stage.name') }) }, { max: 60 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="orderNum" label={t('stage.orderNum')}>
          <InputNumber min={0} max={999} />
        </Form.Item>
        <Form.Item name="description" label={t('stage.description')} rules={[{ max: 1000 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="signUp" label={t('field.signUpWindow')}>
          {range}
        </Form.Item>
        <Form.Item name="submit" label={t('field.submitWindow')} {...warned('submit')}>
          {range}
        </Form.Item>
        <Form.Item name="review" label={t('field.reviewWindow')} {...warned('review')}>
          {range}
        </Form.Item>
        <Form.Item name="itemIds" label={t('stage.items')} extra={t('stage.allHint')}>
          <Select
            mode="multiple"
            allowClear
            options={items.map((i) => ({ value: i.itemId, label: i.name }))}
          />
        </Form.Item>
        <Form.Item name="groupIds" label={t('stage.groups')} extra={t('stage.allHint')}>
          <Select
            mode="multiple"
            allowClear
            options={groups.map((g) => ({ value: g.groupId, label: g.name }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
