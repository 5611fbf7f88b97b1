import { Button, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { fromPicker, pickerNow, toPicker } from '../../beijing-time/beijing-time.ts';
import { INFO_FIELD_TYPES, type InfoField, type InfoFormRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { centerApi, useCenterMutation } from '../center-api.ts';
import { DateTimePicker } from '../../form-fields/DateTimePicker.tsx';
import { useDiscardGuard } from '../../form-dialog/useDiscardGuard.ts';

type FieldValues = Partial<InfoField> & { label: string; type: InfoField['type'] };
type Values = { title: string; description?: string; deadline: Dayjs; fields: FieldValues[] };

/** Keys stay stable for existing fields (answers are stored by key); new fields get the next free `fN`. */
const withKeys = (fields: FieldValues[]): InfoField[] => {
  const used = new Set(fields.map((f) => f.key).filter(Boolean));
  let n = 1;
  return fields.map((f) => {
    let key = f.key;
    if (!key) {
      while (used.has(`f${n}`)) n += 1;
      key = `f${n}`;
      used.add(key);
    }
    return {
      key,
      label: f.label,
      type: f.type,
      required: Boolean(f.required),
      options: f.type === 'select' ? (f.options ?? []) : [],
    };
  });
};

/** Defines a form: title, description, deadline and its fields (label, type, required, choices). */
export const InfoFormEditor = ({
  competitionId,
  form: row,
  onClose,
}: {
  competitionId: string;
  form: InfoFormRow | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('center');
  const [form] = Form.useForm<Values>();
  // Mounted for one opening; closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose);
  const save = useCenterMutation(centerApi.saveForm, t('common.saved'), onClose);
  return (
    <Modal
      open
      width={720}
      title={row ? t('desk.formEdit') : t('desk.formAdd')}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        initialValues={{
          title: row?.title,
          description: row?.description,
          deadline: row ? toPicker(row.deadline) : pickerNow().add(14, 'day').hour(18).minute(0),
          fields: row?.fields ?? [{ label: '', type: 'text', required: true }],
        }}
        onFinish={(v) =>
          save.mutate({
            competitionId,
            formId: row?.formId,
            title: v.title,
            description: v.description ?? '',
            deadline: fromPicker(v.deadline),
            fields: withKeys(v.fields),
          })
        }
      >
        <Form.Item name="title" label={t('desk.title')} rules={[{ required: true, max: 80 }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="description" label={t('desk.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="deadline" label={t('desk.deadline')} rules={[{ required: true }]}>
          <DateTimePicker />
        </Form.Item>
        <Form.List name="fields">
          {(fields, { add, remove }) => (
            <Form.Item label={t('desk.fields')} required>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[field.name, 'label']} rules={[{ required: true, max: 40 }]} noStyle>
                    <Input placeholder={t('desk.fieldLabel')} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} noStyle>
                    <Select
                      style={{ width: 120 }}
                      aria-label={t('desk.fieldType')}
                      options={INFO_FIELD_TYPES.map((v) => ({ value: v, label: t(`desk.fieldTypes.${v}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'required']} valuePropName="checked" noStyle>
                    <Checkbox>{t('desk.fieldRequired')}</Checkbox>
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['fields', field.name, 'type']) === 'select' ? (
                        <Form.Item name={[field.name, 'options']} noStyle rules={[{ required: true }]}>
                          <Select
                            mode="tags"
                            placeholder={t('desk.fieldOptions')}
                            style={{ width: 200 }}
                            open={false}
                          />
                        </Form.Item>
                      ) : null
                    }
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('common.remove')}
                    </Button>
                  )}
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ label: '', type: 'text', required: false })}
              >
                {t('desk.addField')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
};
