import { FINAL_METHODS, REVIEW_TYPES, type ReviewSetting, type Stage } from '@podium/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeApi, outcomeKeys } from './outcome-api.ts';
import './review-outcomes.css';

type SettingForm = Omit<ReviewSetting, 'stageId' | 'reviewStart' | 'reviewEnd'>;

const TYPE_LABELS = {
  online: { zh: '网络评审', en: 'Online review' },
  onsite: { zh: '现场评审', en: 'On-site review' },
};

/**
 * The review settings of one stage (/competition/reviewSet): review type, blind or open, experts per entry,
 * cap per expert, final-score method, and the scoring columns (maximum, weight, comment required, visible
 * to entrants).
 */
export const ReviewSettingForm = ({ stages }: { stages: Stage[] }) => {
  const { t, i18n } = useTranslation('reviewOutcome');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [stageId, setStageId] = useState<string | null>(null);
  const chosen = stageId ?? stages[0]?.stageId ?? null;
  const [form] = Form.useForm<SettingForm>();
  const setting = useQuery({
    queryKey: outcomeKeys.setting(chosen ?? ''),
    queryFn: () => outcomeApi.setting(chosen!),
    enabled: !!chosen,
  });
  useEffect(() => {
    if (setting.data) {
      const { stageId: _id, reviewStart: _s, reviewEnd: _e, ...values } = setting.data;
      form.setFieldsValue(values);
    }
  }, [setting.data, form]);
  const save = useMutation({
    mutationFn: (v: SettingForm) => outcomeApi.saveSetting({ stageId: chosen!, ...v }),
    onSuccess: async () => {
      message.success(t('setting.saved'));
      await client.invalidateQueries({ queryKey: outcomeKeys.all });
    },
  });
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  return (
    <Card
      variant="borderless"
      title={t('setting.title')}
      extra={
        <Select
          aria-label={t('setting.stage')}
          style={{ minWidth: 160 }}
          value={chosen}
          onChange={setStageId}
          options={stages.map((s) => ({ value: s.stageId, label: s.name }))}
        />
      }
    >
      <Form<SettingForm>
        form={form}
        layout="vertical"
        disabled={!chosen || setting.isFetching}
        onFinish={(v) => save.mutate(v)}
        className="outcome-setting-form"
      >
        <div className="outcome-setting-grid">
          <Form.Item name="reviewType" label={t('setting.reviewType')}>
            <Radio.Group
              optionType="button"
              options={REVIEW_TYPES.map((v) => ({ value: v, label: TYPE_LABELS[v][lang] }))}
            />
          </Form.Item>
          <Form.Item name="blind" label={t('setting.blind')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="expertDownload"
            label={t('setting.expertDownload')}
            valuePropName="checked"
            tooltip={t('setting.expertDownloadHint')}
          >
            <Switch />
          </Form.Item>
          <Form.Item name="expertsPerEntry" label={t('setting.expertsPerEntry')} rules={[{ required: true }]}>
            <InputNumber min={1} max={20} precision={0} />
          </Form.Item>
          <Form.Item name="perExpertCap" label={t('setting.perExpertCap')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10000} precision={0} />
          </Form.Item>
          <Form.Item name="finalMethod" label={t('setting.finalMethod')}>
            <Select options={FINAL_METHODS.map((m) => ({ value: m, label: t(`setting.methods.${m}`) }))} />
          </Form.Item>
        </div>
        <Form.List name="columns">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              <strong>{t('setting.columns')}</strong>
              {fields.map((field) => (
                <div key={field.key} className="outcome-column-row">
                  <Form.Item
                    name={[field.name, 'key']}
                    label={t('setting.key')}
                    rules={[{ required: true, pattern: /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/ }]}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('setting.columnName')}
                    rules={[{ required: true }]}
                  >
                    <Input maxLength={30} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'max']} label={t('setting.max')} rules={[{ required: true }]}>
                    <InputNumber min={1} max={1000} precision={0} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'weight']}
                    label={t('setting.weight')}
                    rules={[{ required: true }]}
                  >
                    <InputNumber min={0} max={100} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'commentRequired']} valuePropName="checked" label=" ">
                    <Checkbox>{t('setting.commentRequired')}</Checkbox>
                  </Form.Item>
                  <Form.Item name={[field.name, 'visibleToEntrant']} valuePropName="checked" label=" ">
                    <Checkbox>{t('setting.visibleToEntrant')}</Checkbox>
                  </Form.Item>
                  <Button
                    aria-label="remove"
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  add({
                    key: `c${fields.length + 1}`,
                    name: '',
                    max: 10,
                    weight: 1,
                    commentRequired: false,
                    visibleToEntrant: false,
                  })
                }
                disabled={fields.length >= 20}
              >
                {t('setting.addColumn')}
              </Button>
            </Space>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t('setting.save')}
        </Button>
      </Form>
    </Card>
  );
};
