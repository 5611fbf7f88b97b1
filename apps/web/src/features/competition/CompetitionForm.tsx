import type { CompetitionAddBody, CompetitionDetail } from '@podium/contracts';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from './RichTextField.tsx';
import { useCategoryOptions, useLevelOptions } from './competition-api.ts';
import { UploadField, useUploadGuard } from '../upload/index.ts';
import { beijingYear } from '../beijing-time/beijing-time.ts';

export type CompetitionFormValues = Omit<CompetitionAddBody, 'groupId'>;

type Props = {
  initial?: CompetitionDetail;
  saving: boolean;
  onSave: (values: CompetitionFormValues) => void;
};

const blank: Partial<CompetitionFormValues> = {
  year: beijingYear(),
  attachments: [],
  contacts: [],
  introduction: '',
  rules: '',
  guide: '',
};

/** The basics of a competition: names, level and category, season, rich-text content, attachments, contacts. */
export const CompetitionForm = ({ initial, saving, onSave }: Props) => {
  const uploadBusy = useUploadGuard();
  const { t } = useTranslation('competition');
  const [form] = Form.useForm<CompetitionFormValues>();
  const levels = useLevelOptions();
  const categories = useCategoryOptions();
  const required = (field: string) => [{ required: true, message: t('form.required', { field }) }];

  useEffect(() => {
    if (initial) form.setFieldsValue({ ...initial, coverUrl: initial.coverUrl });
  }, [initial, form]);

  return (
    <Form
      name="competition-form"
      form={form}
      layout="vertical"
      initialValues={blank}
      onFinish={(values) => {
        // A cover or attachment still on its way would be left out of what is saved.
        if (!uploadBusy()) onSave(values);
      }}
      className="competition-form"
    >
      <Card variant="borderless" title={t('form.basics')}>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="name"
              label={t('field.name')}
              rules={[...required(t('field.name')), { max: 100 }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="shortName" label={t('field.shortName')} rules={[{ max: 30 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="level" label={t('field.level')} rules={required(t('field.level'))}>
              <Select options={levels.data} loading={levels.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="category" label={t('field.category')}>
              <Select allowClear options={categories.data} loading={categories.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="year" label={t('field.year')} rules={required(t('field.year'))}>
              <InputNumber min={2000} max={2100} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="season" label={t('field.season')} rules={[{ max: 30 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="coverUrl" label={t('field.cover')} extra={t('form.coverHint')}>
              <UploadField kind="image" purpose="competitionCover" ariaLabel={t('field.cover')} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card variant="borderless" title={t('form.content')}>
        <Typography.Paragraph type="secondary">{t('form.richTextHint')}</Typography.Paragraph>
        <Form.Item name="introduction" label={t('field.introduction')}>
          <RichTextField ariaLabel={t('field.introduction')} />
        </Form.Item>
        <Form.Item name="rules" label={t('field.rules')}>
          <RichTextField ariaLabel={t('field.rules')} />
        </Form.Item>
        <Form.Item name="guide" label={t('field.guide')}>
          <RichTextField ariaLabel={t('field.guide')} />
        </Form.Item>
      </Card>
      <Card variant="borderless" title={t('form.more')}>
        <Form.Item name="attachments" label={t('field.attachments')}>
          <UploadField
            kind="files"
            purpose="competitionAttachment"
            max={30}
            ariaLabel={t('field.attachments')}
          />
        </Form.Item>
        <Form.Item label={t('field.contacts')}>
          <Form.List name="contacts">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'name']} rules={required(t('field.contactName'))}>
                      <Input placeholder={t('field.contactName')} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'phone']}>
                      <Input placeholder={t('field.contactPhone')} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'email']} rules={[{ type: 'email' }]}>
                      <Input placeholder={t('field.contactEmail')} style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'role']}>
                      <Input placeholder={t('field.contactRole')} style={{ width: 140 }} />
                    </Form.Item>
                    <MinusCircleOutlined aria-label="remove" onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: '', phone: '', email: '', role: '' })}
                >
                  {t('form.addContact')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Card>
      <div className="competition-form-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
      </div>
    </Form>
  );
};
