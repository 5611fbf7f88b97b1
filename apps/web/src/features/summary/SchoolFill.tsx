import type { SummaryField, SummaryMyTask } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { dayToPicker, formatBeijing, pickerToDay } from '../beijing-time/beijing-time.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { UploadField } from '../upload/UploadField.tsx';
import { useUploadGuard } from '../upload/uploads-in-flight.ts';
import { failingWarnings, toApiValues, toFormValues, type FormValues } from './fill-values.ts';
import { StateTag } from './StateTag.tsx';
import { summaryApi, summaryKeys } from './summary-api.ts';
import { downloadStoredFile } from '../jobs/jobs-api.ts';
import { SubmissionView } from './SubmissionView.tsx';

/** How long typing pauses before the draft is saved. */
const AUTOSAVE_MS = 1200;

/** One field's control, sized for a 375-px phone (full width, tables as stacked cards). */
const FieldControl = ({ field }: { field: SummaryField }) => {
  const { t } = useTranslation('summary');
  const rules = field.required
    ? [{ required: true, message: t('fill.required', { label: field.label }) }]
    : [];
  const common = { name: field.key, label: field.label, extra: field.hint || undefined, rules };
  switch (field.type) {
    case 'text':
      return (
        <Form.Item {...common}>
          <Input maxLength={500} />
        </Form.Item>
      );
    case 'textarea':
      return (
        <Form.Item {...common}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...common}>
          <InputNumber style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item
          {...common}
          getValueProps={(v: string | undefined) => ({ value: dayToPicker(v) ?? undefined })}
          normalize={(d: Dayjs | null) => pickerToDay(d) ?? ''}
        >
          <DatePicker style={{ width: '100%' }} inputReadOnly />
        </Form.Item>
      );
    case 'choice':
      return (
        <Form.Item {...common}>
          <Select allowClear options={field.options.map((o) => ({ value: o, label: o }))} />
        </Form.Item>
      );
    case 'attachments':
      return (
        <Form.Item {...common}>
          <UploadField kind="files" purpose="attachment" max={50} ariaLabel={field.label} />
        </Form.Item>
      );
    case 'table':
      return (
        <Form.Item label={field.label} extra={field.hint || undefined} required={field.required}>
          <Form.List
            name={field.key}
            rules={
              field.required
                ? [
                    {
                      validator: async (_, rows?: unknown[]) => {
                        if (!rows?.length) throw new Error(t('fill.required', { label: field.label }));
                      },
                    },
                  ]
                : []
            }
          >
            {(rows, { add, remove }, { errors }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {rows.map((row, index) => (
                  <Card
                    key={row.key}
                    size="small"
                    title={`${field.label} ${index + 1}`}
                    extra={
                      <Button
                        type="text"
                        danger
                        size="small"
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(row.name)}
                      >
                        {t('fill.removeRow')}
                      </Button>
                    }
                  >
                    {field.columns.map((column) => (
                      <Form.Item key={column.key} name={[row.name, column.key]} label={column.label}>
                        {column.type === 'number' ? (
                          <InputNumber style={{ width: '100%' }} inputMode="decimal" />
                        ) : (
                          <Input maxLength={500} />
                        )}
                      </Form.Item>
                    ))}
                  </Card>
                ))}
                <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})}>
                  {t('fill.addRow')}
                </Button>
                <Form.ErrorList errors={errors} />
              </Space>
            )}
          </Form.List>
        </Form.Item>
      );
  }
};

/**
 * A school fills one task: the draft saves itself while typing (after a short pause), submit runs the
 * required fields here and every check on the server; a warning shows its explanation box. Read-only
 * once submitted, accepted or late; a returned report shows the organiser's note.
 */
export const SchoolFill = ({ taskId, onBack }: { taskId: string; onBack: () => void }) => {
  const { t } = useTranslation('summary');
  const { message, modal } = App.useApp();
  const uploadBusy = useUploadGuard();
  const client = useQueryClient();
  const detail = useQuery({ queryKey: summaryKeys.myTask(taskId), queryFn: () => summaryApi.myTask(taskId) });
  const [form] = Form.useForm<FormValues>();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  // Warnings tripped by what is typed; before any typing, those of the saved values.
  const [typedWarnings, setWarnings] = useState<SummaryMyTask['task']['checks'] | null>(null);
  const [nothingOpen, setNothingOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const data = detail.data;

  useEffect(() => () => clearTimeout(timer.current), []);

  const body = () => {
    const all = form.getFieldsValue(true) as FormValues;
    const explanations = (all._explanations ?? {}) as Record<string, string>;
    return { taskId, values: toApiValues(data!.task.fields, all), explanations };
  };
  const refresh = (next: SummaryMyTask) => {
    client.setQueryData(summaryKeys.myTask(taskId), next);
    void client.invalidateQueries({ queryKey: summaryKeys.myTasks() });
  };
  const save = useMutation({
    mutationFn: () => summaryApi.save(body()),
    onSuccess: () => {
      setSavedAt(formatBeijing(Date.now(), 'HH:mm:ss'));
      void client.invalidateQueries({ queryKey: summaryKeys.myTasks() });
    },
  });
  const submit = useMutation({
    mutationFn: () => summaryApi.submit(body()),
    onSuccess: (next) => void (message.success(t('fill.submitted')), refresh(next)),
  });
  const nothing = useMutation({
    mutationFn: (reason: string) => summaryApi.nothing(taskId, reason),
    onSuccess: (next) => void (message.success(t('fill.nothingDone')), refresh(next)),
  });

  if (!data) return <Skeleton active />;
  const { task, submission, writable } = data;
  const warnings = typedWarnings ?? failingWarnings(task.checks, submission.values);
  const onChange = () => {
    setWarnings(
      failingWarnings(task.checks, toApiValues(task.fields, form.getFieldsValue(true) as FormValues)),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save.mutate(), AUTOSAVE_MS);
  };
  const confirmSubmit = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      // The form shows each problem beside its field; bring the first one into view.
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    // An attachment still on its way would be left out of what is submitted.
    if (uploadBusy()) return;
    clearTimeout(timer.current);
    modal.confirm({ title: t('fill.submitConfirm'), onOk: () => submit.mutateAsync() });
  };

  return (
    <div className="summary-fill">
      <Button type="link" onClick={onBack} className="summary-back">
        {t('fill.back')}
      </Button>
      <Card variant="borderless">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {task.title} <StateTag state={submission.state} />
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('fill.organizer', { name: task.organizerName })} ·{' '}
            {t('fill.deadline', { deadline: formatBeijing(task.deadline) })}
          </Typography.Text>
          {task.description && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{task.description}</Typography.Paragraph>
          )}
          {task.template && (
            <Button onClick={() => void downloadStoredFile(task.template!.fileId)}>
              {t('fill.template')}
            </Button>
          )}
          {submission.returnNote && submission.state === 'returned' && (
            <Alert type="warning" showIcon title={t('fill.returnedNote', { note: submission.returnNote })} />
          )}
          {submission.state === 'accepted' && (
            <Alert type="success" showIcon title={t('fill.acceptedLocked')} />
          )}
          {submission.state === 'submitted' && <Alert type="info" showIcon title={t('fill.awaiting')} />}
          {!writable && submission.state === 'overdue' && (
            <Alert type="error" showIcon title={t('fill.late')} />
          )}
        </Space>
      </Card>
      <Card variant="borderless">
        {writable ? (
          <Form
            form={form}
            layout="vertical"
            initialValues={{
              ...toFormValues(task.fields, submission),
              _explanations: submission.explanations,
            }}
            onValuesChange={onChange}
          >
            {task.fields.map((field) => (
              <FieldControl key={field.key} field={field} />
            ))}
            {warnings.map((check) => (
              <Form.Item
                key={check.checkId}
                name={['_explanations', check.checkId]}
                label={t('fill.explanation', { message: check.message })}
                rules={[{ required: true, whitespace: true, message: t('fill.explanationPlaceholder') }]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 2 }}
                  maxLength={500}
                  placeholder={t('fill.explanationPlaceholder')}
                />
              </Form.Item>
            ))}
            <div className="summary-fill-actions">
              <Typography.Text type="secondary" aria-live="polite">
                {save.isPending ? t('fill.saving') : savedAt ? t('fill.autosaved', { time: savedAt }) : ''}
              </Typography.Text>
              <Space wrap>
                <Button onClick={() => setNothingOpen(true)}>{t('fill.nothing')}</Button>
                <Button onClick={() => save.mutate()} loading={save.isPending}>
                  {t('fill.saveNow')}
                </Button>
                <Button type="primary" onClick={() => void confirmSubmit()} loading={submit.isPending}>
                  {t('fill.submit')}
                </Button>
              </Space>
            </div>
          </Form>
        ) : (
          <SubmissionView fields={task.fields} checks={task.checks} submission={submission} />
        )}
      </Card>
      <FormDialog<{ reason: string }>
        open={nothingOpen}
        recordKey={taskId}
        title={t('fill.nothingTitle')}
        onClose={() => setNothingOpen(false)}
        onSubmit={(values) => nothing.mutateAsync(values.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('fill.nothingReason')}
          rules={[{ required: true, whitespace: true, message: t('fill.nothingReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </FormDialog>
    </div>
  );
};
