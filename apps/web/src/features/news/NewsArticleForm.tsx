import type { NewsAttachment } from '@podium/contracts';
import { DatePicker, Form, Input, Select, Space, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../upload/index.ts';
import { useSiteSettings } from '../website/useSiteSettings.ts';
import { CompetitionChooser } from './CompetitionChooser.tsx';
import { RichTextField } from './RichTextField.tsx';
import { newsColumnsOf } from './news-columns.ts';

export type NewsFormValues = {
  title: string;
  newsType: string;
  summary?: string;
  cover?: string;
  competitionId?: string;
  publishAt?: Dayjs | null;
  content: string;
  attachments?: NewsAttachment[];
};

type NewsArticleFormProps = {
  form: FormInstance<NewsFormValues>;
  /** Schools submitting news do not choose when it appears: their organiser publishes it. */
  withSchedule: boolean;
  name: string;
  /** The person changed a field (a drawer holding the form asks before discarding it: useDiscardGuard). */
  onValuesChange?: () => void;
};

/** The fields of an article, shared by the organiser's editor and a school's submission. */
export const NewsArticleForm = ({ form, withSchedule, name, onValuesChange }: NewsArticleFormProps) => {
  const { t } = useTranslation('news');
  const columns = newsColumnsOf(useSiteSettings());
  const required = (field: string) => ({ required: true, message: t('edit.required', { field }) });
  return (
    <Form<NewsFormValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark
      className="news-form"
      onValuesChange={onValuesChange}
    >
      <Form.Item name="title" label={t('edit.title')} rules={[required(t('edit.title')), { max: 120 }]}>
        <Input placeholder={t('edit.titlePlaceholder')} maxLength={120} showCount />
      </Form.Item>
      <Space wrap size={16} className="news-form-row">
        <Form.Item
          name="newsType"
          label={t('edit.newsType')}
          extra={t('edit.newsTypeHint')}
          rules={[required(t('edit.newsType'))]}
        >
          <Select
            style={{ width: 220 }}
            options={columns.map((c) => ({ value: c.dictValue, label: `${c.parName} / ${c.name}` }))}
          />
        </Form.Item>
        {withSchedule && (
          <Form.Item name="publishAt" label={t('edit.publishAt')} extra={t('edit.publishAtHint')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
          </Form.Item>
        )}
        <Form.Item name="competitionId" label={t('edit.competitionId')} extra={t('edit.competitionHint')}>
          <CompetitionChooser />
        </Form.Item>
      </Space>
      <Form.Item
        name="summary"
        label={t('edit.summary')}
        extra={t('edit.summaryHint')}
        rules={[{ max: 500 }]}
      >
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="cover" label={t('edit.cover')} extra={t('edit.coverHint')}>
        <UploadField kind="image" purpose="newsCover" ariaLabel={t('edit.cover')} />
      </Form.Item>
      <Form.Item name="content" label={t('edit.content')} rules={[required(t('edit.content'))]}>
        <RichTextField />
      </Form.Item>
      <Form.Item name="attachments" label={t('edit.attachments')}>
        <UploadField kind="files" purpose="newsAttachment" ariaLabel={t('edit.attachments')} />
      </Form.Item>
    </Form>
  );
};

/** Form values → the body both save calls take. */
export const articleBody = (v: NewsFormValues) => ({
  title: v.title,
  newsType: v.newsType,
  summary: v.summary ?? '',
  cover: v.cover ?? '',
  competitionId: v.competitionId?.trim() ? v.competitionId.trim() : null,
  content: v.content,
  attachments: v.attachments ?? [],
});
