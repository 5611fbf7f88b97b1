import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Skeleton, Space } from 'antd';
import { fromPicker, toPicker } from '../../../features/beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  articleBody,
  NewsArticleForm,
  type NewsFormValues,
} from '../../../features/news/NewsArticleForm.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { useNewsMutation } from '../../../features/news/useNewsMutation.ts';
import { useUploadGuard } from '../../../features/upload/index.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import '../../../features/organization/organization.css';

/** /newsManagement/addEdit[?newsId=]: write an article, save it as a draft or publish it (now or at a set time). */
export const NewsAddEditPage = () => {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const newsId = params.get('newsId') ?? undefined;
  const [form] = Form.useForm<NewsFormValues>();
  const existing = useQuery({
    queryKey: newsKeys.deskDetail(newsId ?? ''),
    queryFn: () => newsApi.deskDetail(newsId!),
    enabled: !!newsId,
  });
  useEffect(() => {
    const a = existing.data;
    if (!a) return;
    form.setFieldsValue({
      title: a.title,
      newsType: a.newsType,
      summary: a.summary,
      cover: a.cover,
      competitionId: a.competitionId ?? '',
      publishAt: a.publishAt && a.status !== 'published' ? toPicker(a.publishAt) : null,
      content: a.content,
      attachments: a.attachments,
    });
  }, [existing.data, form]);

  const toList = () => navigate('/newsManagement/list');
  const save = useNewsMutation(
    async ({ values, andPublish }: { values: NewsFormValues; andPublish: boolean }) => {
      const saved = await newsApi.save({
        ...articleBody(values),
        ...(newsId ? { newsId } : {}),
        publishAt: fromPicker(values.publishAt),
      });
      if (andPublish) await newsApi.publish(saved.newsId);
      return { ...saved, andPublish };
    },
    t('edit.saved'),
    toList,
  );
  const uploadBusy = useUploadGuard();
  const submit = (andPublish: boolean) =>
    form.validateFields().then((values) => {
      // A cover or attachment still on its way would be left out of what is saved.
      if (!uploadBusy()) save.mutate({ values, andPublish });
    });

  return (
    <div className="org-page">
      <Card title={newsId ? t('edit.editTitle') : t('edit.createTitle')}>
        {newsId && existing.isPending ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <>
            <NewsArticleForm form={form} withSchedule name="news-edit" />
            <Space>
              <Button onClick={toList}>{t('edit.cancel')}</Button>
              <Button loading={save.isPending} onClick={() => void submit(false)}>
                {t('edit.save')}
              </Button>
              <Permission list={['news:publish']}>
                <Button type="primary" loading={save.isPending} onClick={() => void submit(true)}>
                  {t('edit.saveAndPublish')}
                </Button>
              </Permission>
            </Space>
          </>
        )}
      </Card>
    </div>
  );
};
