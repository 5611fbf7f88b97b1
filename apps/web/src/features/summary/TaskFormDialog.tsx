import {
  SUMMARY_CHECK_RULES,
  SUMMARY_FIELD_TYPES,
  fileIdOfUrl,
  type SummaryCheckInput,
  type SummaryFieldInput,
  type SummaryTaskDetail,
  type SummaryTaskSaveBody,
} from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Divider,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { fromPicker, pickerNow, toPicker } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { UploadField, type LinkedFile } from '../upload/UploadField.tsx';
import { summaryApi, summaryFileUrl, summaryKeys } from './summary-api.ts';
import { DateTimePicker } from '../form-fields/DateTimePicker.tsx';

type ColumnValues = { key: string; label: string; number?: boolean };
type FieldValues = Omit<SummaryFieldInput, 'columns'> & { columns?: ColumnValues[] };
type Values = {
  title: string;
  description?: string;
  deadline: Dayjs;
  template?: LinkedFile[];
  allSchools: boolean;
  schoolIds?: string[];
  fields: FieldValues[];
  checks?: SummaryCheckInput[];
};

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

const toForm = (task: SummaryTaskDetail | null): Partial<Values> =>
  task
    ? {
        title: task.title,
        description: task.description,
        deadline: toPicker(task.deadline),
        template: task.template
          ? [{ name: task.template.name, url: summaryFileUrl(task.template.fileId) }]
          : [],
        allSchools: task.allSchools,
        schoolIds: task.schools.map((s) => s.schoolId),
        fields: task.fields.map((f) => ({
          ...f,
          columns: f.columns.map((c) => ({ key: c.key, label: c.label, number: c.type === 'number' })),
        })),
        checks: task.checks,
      }
    : {
        allSchools: false,
        deadline: pickerNow().add(14, 'day').hour(17).minute(0).second(0),
        fields: [{ key: 'contact', label: '', type: 'text', required: true }],
        checks: [],
      };

const toBody = (values: Values, taskId: string | null): SummaryTaskSaveBody => ({
  ...(taskId ? { taskId } : {}),
  title: values.title.trim(),
  description: values.description?.trim() ?? '',
  deadline: fromPicker(values.deadline),
  templateFileId: values.template?.[0] ? fileIdOfUrl(values.template[0].url) : null,
  allSchools: values.allSchools,
  schoolIds: values.allSchools ? [] : (values.schoolIds ?? []),
  fields: values.fields.map((f) => ({
    key: f.key,
    label: f.label,
    type: f.type,
    required: Boolean(f.required),
    hint: f.hint ?? '',
    options: f.type === 'choice' ? (f.options ?? []) : [],
    columns:
      f.type === 'table'
        ? (f.columns ?? []).map((c) => ({ key: c.key, label: c.label, type: c.number ? 'number' : 'text' }))
        : [],
  })),
  checks: values.checks ?? [],
});

/**
 * The organiser's task editor: title, deadline, schools (picked from those under the organiser, or all of
 * them), an optional template, then the form builder (fields with their types) and its checks.
 */
export const TaskFormDialog = ({
  open,
  task,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The task edited, or null for a new one. */
  task: SummaryTaskDetail | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation('summary');
  const schools = useQuery({
    queryKey: summaryKeys.schoolOptions(),
    queryFn: summaryApi.schoolOptions,
    enabled: open,
  });
  const typeOptions = SUMMARY_FIELD_TYPES.map((type) => ({ value: type, label: t(`fieldType.${type}`) }));
  return (
    <FormDialog<Values>
      open={open}
      recordKey={task?.taskId ?? null}
      title={task ? t('task.drawerEdit') : t('task.drawerNew')}
      initialValues={toForm(task)}
      width={920}
      onClose={onClose}
      onSubmit={async (values, taskId) => {
        await summaryApi.saveTask(toBody(values, taskId));
        onSaved();
      }}
    >
      {task?.status === 'published' && <Alert type="info" showIcon title={t('task.versionNote')} />}
      <Form.Item
        name="title"
        label={t('task.title')}
        rules={[{ required: true, whitespace: true, message: t('task.titleRequired') }, { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('task.description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item
          name="deadline"
          label={t('task.deadline')}
          rules={[{ required: true, message: t('task.deadlineRequired') }]}
        >
          <DateTimePicker />
        </Form.Item>
        <Form.Item name="template" label={t('task.template')}>
          <UploadField kind="files" purpose="attachment" max={1} ariaLabel={t('task.template')} />
        </Form.Item>
      </Space>
      <Form.Item name="allSchools" label={t('task.allSchools')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={['allSchools']}>
        {({ getFieldValue }) =>
          !getFieldValue('allSchools') && (
            <Form.Item
              name="schoolIds"
              label={t('task.pickSchools')}
              rules={[{ required: true, type: 'array', min: 1, message: t('task.schoolsRequired') }]}
            >
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={schools.isFetching}
                options={(schools.data ?? []).map((s) => ({
                  value: s.schoolId,
                  label: s.parentName
                    ? t('task.schoolOption', { name: s.name, parent: s.parentName })
                    : s.name,
                }))}
              />
            </Form.Item>
          )
        }
      </Form.Item>

      <Divider titlePlacement="start">{t('task.fields')}</Divider>
      <Form.List name="fields">
        {(rows, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {rows.map(({ key, name }) => (
              <Card key={key} size="small" className="summary-builder-card">
                <Space wrap align="start">
                  <Form.Item
                    name={[name, 'key']}
                    label={t('field.key')}
                    tooltip={t('field.keyHint')}
                    rules={[
                      { required: true, message: t('field.keyRequired') },
                      { pattern: KEY_PATTERN, message: t('field.keyHint') },
                    ]}
                  >
                    <Input style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'label']}
                    label={t('field.label')}
                    rules={[{ required: true, whitespace: true, message: t('field.labelRequired') }]}
                  >
                    <Input style={{ width: 180 }} maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[name, 'type']} label={t('field.type')} initialValue="text">
                    <Select style={{ width: 140 }} options={typeOptions} />
                  </Form.Item>
                  <Form.Item name={[name, 'required']} label={t('field.required')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    aria-label={t('field.remove')}
                    onClick={() => remove(name)}
                  />
                </Space>
                <Form.Item name={[name, 'hint']} label={t('field.hint')}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item noStyle dependencies={[['fields', name, 'type']]}>
                  {({ getFieldValue }) => {
                    const type = getFieldValue(['fields', name, 'type']) as string;
                    if (type === 'choice')
                      return (
                        <Form.Item
                          name={[name, 'options']}
                          label={t('field.options')}
                          extra={t('field.optionsHint')}
                        >
                          <Select mode="tags" open={false} />
                        </Form.Item>
                      );
                    if (type !== 'table') return null;
                    return (
                      <Form.List name={[name, 'columns']}>
                        {(columns, columnOps) => (
                          <Form.Item label={t('field.columns')}>
                            {columns.map((column) => (
                              <Space key={column.key} wrap align="start">
                                <Form.Item
                                  name={[column.name, 'key']}
                                  rules={[
                                    { required: true, message: t('field.keyRequired') },
                                    { pattern: KEY_PATTERN, message: t('field.keyHint') },
                                  ]}
                                >
                                  <Input placeholder={t('field.key')} style={{ width: 120 }} />
                                </Form.Item>
                                <Form.Item
                                  name={[column.name, 'label']}
                                  rules={[
                                    { required: true, whitespace: true, message: t('field.labelRequired') },
                                  ]}
                                >
                                  <Input placeholder={t('field.label')} style={{ width: 160 }} />
                                </Form.Item>
                                <Form.Item
                                  name={[column.name, 'number']}
                                  valuePropName="checked"
                                  label={t('field.columnNumber')}
                                >
                                  <Switch size="small" />
                                </Form.Item>
                                <Button
                                  type="text"
                                  danger
                                  icon={<MinusCircleOutlined />}
                                  aria-label={t('field.remove')}
                                  onClick={() => columnOps.remove(column.name)}
                                />
                              </Space>
                            ))}
                            <Button
                              size="small"
                              icon={<PlusOutlined />}
                              onClick={() => columnOps.add({ key: '', label: '' })}
                            >
                              {t('field.addColumn')}
                            </Button>
                          </Form.Item>
                        )}
                      </Form.List>
                    );
                  }}
                </Form.Item>
              </Card>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add({ key: `field${rows.length + 1}`, label: '', type: 'text' })}
            >
              {t('field.add')}
            </Button>
          </Space>
        )}
      </Form.List>

      <Divider titlePlacement="start">{t('task.checks')}</Divider>
      <Typography.Paragraph type="secondary">{t('check.hint')}</Typography.Paragraph>
      <Form.List name="checks">
        {(rows, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {rows.map(({ key, name }) => (
              <Space key={key} wrap align="start">
                <Form.Item
                  name={[name, 'checkId']}
                  label={t('check.id')}
                  rules={[
                    { required: true, message: t('field.keyRequired') },
                    { pattern: KEY_PATTERN, message: t('field.keyHint') },
                  ]}
                >
                  <Input style={{ width: 110 }} />
                </Form.Item>
                <Form.Item noStyle dependencies={['fields']}>
                  {({ getFieldValue }) => {
                    const fieldOptions = ((getFieldValue('fields') ?? []) as FieldValues[])
                      .filter((f) => f?.key)
                      .map((f) => ({ value: f.key, label: f.label || f.key }));
                    return (
                      <Space wrap align="start">
                        <Form.Item
                          name={[name, 'field']}
                          label={t('check.field')}
                          rules={[{ required: true }]}
                        >
                          <Select style={{ width: 150 }} options={fieldOptions} />
                        </Form.Item>
                        <Form.Item name={[name, 'rule']} label={t('check.rule')} initialValue="max">
                          <Select
                            style={{ width: 120 }}
                            options={SUMMARY_CHECK_RULES.map((r) => ({ value: r, label: t(`rule.${r}`) }))}
                          />
                        </Form.Item>
                        <Form.Item noStyle dependencies={[['checks', name, 'rule']]}>
                          {() =>
                            getFieldValue(['checks', name, 'rule']) === 'notAbove' ? (
                              <Form.Item
                                name={[name, 'otherField']}
                                label={t('check.otherField')}
                                rules={[{ required: true }]}
                              >
                                <Select style={{ width: 150 }} options={fieldOptions} />
                              </Form.Item>
                            ) : (
                              <Form.Item
                                name={[name, 'value']}
                                label={t('check.value')}
                                rules={[{ required: true }]}
                              >
                                <InputNumber style={{ width: 110 }} />
                              </Form.Item>
                            )
                          }
                        </Form.Item>
                      </Space>
                    );
                  }}
                </Form.Item>
                <Form.Item name={[name, 'level']} label={t('check.level')} initialValue="block">
                  <Select
                    style={{ width: 190 }}
                    options={(['block', 'warn'] as const).map((l) => ({ value: l, label: t(`level.${l}`) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'message']}
                  label={t('check.message')}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input style={{ width: 220 }} maxLength={200} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<MinusCircleOutlined />}
                  aria-label={t('field.remove')}
                  onClick={() => remove(name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add({ checkId: `check${rows.length + 1}`, rule: 'max', level: 'block' })}
            >
              {t('check.add')}
            </Button>
          </Space>
        )}
      </Form.List>
    </FormDialog>
  );
};
