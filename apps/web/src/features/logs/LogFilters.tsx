import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { pickerDayEnd, pickerDayStart, toPickerRange } from '../beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCard } from '../table-kit/SearchCard.tsx';

type Values = Record<string, string | undefined>;
type FormValues = {
  [field: string]: string | [Dayjs | null, Dayjs | null] | null | undefined;
  range?: [Dayjs | null, Dayjs | null] | null;
};

type LogFiltersProps = {
  /** Form name: both log tabs can be open at once, and field ids must stay unique on the page. */
  name: string;
  values: Values;
  onSearch: (values: Values) => void;
  /** Extra fields (module, action, method) before the common ones. */
  extra?: React.ReactNode;
};

/** The filters both logs share: user, result, IP and a time range (stored as ISO instants). */
export const LogFilters = ({ name, values, onSearch, extra }: LogFiltersProps) => {
  const { t } = useTranslation('sysAccess');
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    const { beginTime, endTime, ...rest } = values;
    form.setFieldsValue({
      ...rest,
      range: toPickerRange(beginTime, endTime),
    });
  }, [form, values]);
  const submit = ({ range, ...rest }: FormValues) =>
    onSearch({
      ...(rest as Values),
      // The days picked are Beijing days: from the start of the first to the end of the last.
      beginTime: pickerDayStart(range?.[0]) ?? undefined,
      endTime: pickerDayEnd(range?.[1]) ?? undefined,
    });

  return (
    <SearchCard<FormValues>
      name={name}
      form={form}
      onFinish={submit}
      onReset={() => (form.resetFields(), onSearch({}))}
    >
      <Form.Item name="username" label={t('log.username')}>
        <Input allowClear />
      </Form.Item>
      {extra}
      <Form.Item name="success" label={t('log.result')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          options={[
            { value: '1', label: t('log.success') },
            { value: '0', label: t('log.failure') },
          ]}
        />
      </Form.Item>
      <Form.Item name="ip" label={t('log.ip')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="range" label={t('log.timeRange')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </SearchCard>
  );
};
