import { stageToBody, WORK_TYPES, type Stage } from '@podium/contracts';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionApi, useCompetitionMutation } from './competition-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Values = Pick<Stage, 'workTypes' | 'workMaxSizeMb' | 'workMaxCount' | 'workFields' | 'workReplaceable'>;

/** The work-submission settings of one stage: types (checked by content), limits, fields, replacement. */
export const WorkSettingsDrawer = ({ stage, onClose }: { stage: Stage | null; onClose: () => void }) => {
  const { t } = useTranslation('competition');
  const [form] = Form.useForm<Values>();
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose);
  const save = useCompetitionMutation(
    (values: Values) =>
      competitionApi.saveStage({
        ...stageToBody(stage!),
        ...values,
        workTypes: values.workTypes as (typeof WORK_TYPES)[number][],
        workFields: values.workFields ?? [],
      }),
    onClose,
  );
  useEffect(() => {
    if (stage) form.setFieldsValue(stage);
  }, [stage, form]);
  return (
    <Drawer
      open={stage !== null}
      title={`${t('stage.workSettings')} · ${stage?.name ?? ''}`}
      size={560}
      onClose={closeAsking}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('form.save')}
        </Button>
      }
    >
      <Form
        name="competition-work"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="workTypes" label={t('work.types')} extra={t('work.typesHint')}>
          <Checkbox.Group options={WORK_TYPES.map((type) => ({ value: type, label: type.toUpperCase() }))} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="workMaxSizeMb" label={t('work.maxSize')}>
            <InputNumber min={1} max={2048} />
          </Form.Item>
          <Form.Item name="workMaxCount" label={t('work.maxCount')}>
            <InputNumber min={1} max={20} />
          </Form.Item>
        </Space>
        <Form.Item name="workReplaceable" label={t('work.replaceable')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t('work.fields')}>
          <Form.List name="workFields">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'key']}
                      rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,31}$/ }]}
                    >
                      <Input placeholder={t('work.fieldKey')} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'label']} rules={[{ required: true, max: 40 }]}>
                      <Input placeholder={t('work.fieldLabel')} style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'required']} valuePropName="checked">
                      <Checkbox>{t('work.fieldRequired')}</Checkbox>
                    </Form.Item>
                    <MinusCircleOutlined aria-label="remove" onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ key: `field${fields.length + 1}`, label: '', required: true })}
                >
                  {t('work.addField')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Drawer>
  );
};
