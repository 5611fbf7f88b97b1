import type { DiscountKind } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromPicker } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { competitionApi, competitionKeys } from '../competition/competition-api.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { financeApi } from './finance-api.ts';
import { DateTimePicker } from '../form-fields/DateTimePicker.tsx';

type Values = {
  competitionId: string;
  code: string;
  kind: DiscountKind;
  /** Yuan for an amount (sent as integer fen), percent for a percentage. */
  value: number;
  maxUses: number;
  expiresAt?: Dayjs | null;
};

/** A new discount code for one competition: amount off (yuan on screen, fen on the wire) or percent off. */
export const DiscountCodeDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => Promise<unknown>;
}) => {
  const { t } = useTranslation('finance');
  const competitions = useQuery({ queryKey: competitionKeys.options, queryFn: competitionApi.options });
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  return (
    <FormDialog<Values>
      open={open}
      recordKey={null}
      form={form}
      title={t('discount.create')}
      initialValues={{ kind: 'amount', maxUses: 100 }}
      onClose={onClose}
      onSubmit={async (v) => {
        await financeApi.createCode({
          competitionId: v.competitionId,
          code: v.code,
          kind: v.kind,
          // Yuan → fen with integer rounding: 12.34 → 1234, never a float on the wire.
          value: v.kind === 'amount' ? Math.round(v.value * 100) : v.value,
          maxUses: v.maxUses,
          expiresAt: fromPicker(v.expiresAt),
        });
        await onCreated();
      }}
    >
      <Form.Item
        name="competitionId"
        label={t('field.competition')}
        rules={[{ required: true, message: t('discount.required') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('discount.code')}
        extra={t('discount.codeHint')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9-]{3,32}$/, message: t('discount.codeHint') }]}
      >
        <Input maxLength={32} data-testid="code-input" />
      </Form.Item>
      <Form.Item name="kind" label={t('discount.kind')}>
        <Radio.Group
          options={(['amount', 'percent'] as const).map((k) => ({
            value: k,
            label: t(`discount.kinds.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="value"
        label={kind === 'percent' ? t('discount.valuePercent') : t('discount.valueYuan')}
        rules={[{ required: true, message: t('discount.required') }]}
      >
        {kind === 'percent' ? (
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
        ) : (
          <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: '100%' }} />
        )}
      </Form.Item>
      <Form.Item
        name="maxUses"
        label={t('discount.maxUses')}
        rules={[{ required: true, message: t('discount.required') }]}
      >
        <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('discount.expiresAt')}>
        <DateTimePicker style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
};
