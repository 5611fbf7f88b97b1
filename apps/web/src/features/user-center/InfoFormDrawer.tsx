import { Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { dayToPicker, pickerToDay } from '../beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import type { InfoField, InfoFormRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../layouts/shared/useIsPhone.ts';
import { centerApi, centerKeys, useCenterMutation } from './center-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Raw = Record<string, string | number | Dayjs | null | undefined>;

const toText = (field: InfoField, value: Raw[string]) => {
  if (value === null || value === undefined || value === '') return '';
  if (field.type === 'date') return pickerToDay(value as Dayjs); // a calendar day: never shifted through a zone
  return String(value);
};

const control = (field: InfoField, disabled: boolean, placeholder: string) => {
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={1000} disabled={disabled} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} disabled={disabled} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} disabled={disabled} />;
    case 'select':
      return (
        <Select
          disabled={disabled}
          placeholder={placeholder}
          options={field.options.map((o) => ({ value: o, label: o }))}
        />
      );
    default:
      return <Input maxLength={200} disabled={disabled} />;
  }
};

/** One form, filled on the spot: the fields as the organiser defined them, my answers loaded first. */
export const InfoFormDrawer = ({ form: row, onClose }: { form: InfoFormRow; onClose: () => void }) => {
  const { t } = useTranslation('center');
  const isPhone = useIsPhone();
  const [form] = Form.useForm<Raw>();
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose);
  const detail = useQuery({
    queryKey: centerKeys.form(row.formId),
    queryFn: () => centerApi.form(row.formId),
  });
  useEffect(() => {
    if (!detail.data) return;
    const values: Raw = {};
    for (const field of detail.data.fields) {
      const v = detail.data.values[field.key];
      if (v === undefined) continue;
      values[field.key] =
        field.type === 'date' ? dayToPicker(String(v)) : field.type === 'number' ? Number(v) : v;
    }
    form.setFieldsValue(values);
  }, [detail.data, form]);
  const submit = useCenterMutation(centerApi.submit, t('info.submittedOk'), onClose);
  const fields = detail.data?.fields ?? row.fields;
  const disabled = !row.open;
  return (
    <Drawer
      open
      title={row.title}
      onClose={closeAsking}
      width={isPhone ? '100%' : 520}
      destroyOnHidden
      extra={
        !disabled && (
          <Button type="primary" loading={submit.isPending} onClick={() => form.submit()}>
            {t('info.submit')}
          </Button>
        )
      }
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          onValuesChange={noteChange}
          layout="vertical"
          onFinish={(raw) =>
            submit.mutate({
              formId: row.formId,
              values: Object.fromEntries(
                fields.map((f) => [f.key, toText(f, raw[f.key])]).filter(([, v]) => v !== ''),
              ),
            })
          }
        >
          {row.description && <p style={{ color: 'var(--ant-color-text-secondary)' }}>{row.description}</p>}
          {fields.map((field) => (
            <Form.Item
              key={field.key}
              name={field.key}
              label={field.label}
              rules={
                field.required
                  ? [{ required: true, message: t('info.required', { label: field.label }) }]
                  : []
              }
            >
              {control(field, disabled, t('info.select'))}
            </Form.Item>
          ))}
        </Form>
      )}
    </Drawer>
  );
};
