import { TrialApi, type TrialSaveBody } from '@podium/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../../api/client.ts';
import { ContentArticle } from '../../../features/content/ContentArticle.tsx';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { useContentPage } from '../../../features/content/useContentPage.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';

/** /experience: the trial page's text (managed) beside the trial request form (POST /system/product/trial/save). */
export const ExperiencePage = () => {
  const { t } = useTranslation('content');
  const page = useContentPage('experience');
  const title = page.data?.title ?? t('routes.experience');
  usePageMeta(title, page.data?.summary);
  const send = useMutation({
    mutationFn: (body: TrialSaveBody) => post<{ trialId: string }>(TrialApi.save, body),
  });
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('trial.required', { field }) },
  ];
  return (
    <div className="news-page">
      <PortalPageBand title={title} subtitle={page.data?.summary} />
      <div className="portal-container content-wrap content-with-side">
        <div className="content-card">
          {page.isLoading ? (
            <Skeleton active />
          ) : (
            page.data && <ContentArticle page={{ ...page.data, summary: '' }} />
          )}
        </div>
        <div className="content-card">
          {send.isSuccess ? (
            <Result status="success" title={t('trial.done')} />
          ) : (
            <Form<TrialSaveBody>
              layout="vertical"
              onFinish={(values) => send.mutate(values)}
              requiredMark={false}
            >
              <h2 className="expert-name">{t('trial.formTitle')}</h2>
              <Form.Item
                name="schoolName"
                label={t('trial.schoolName')}
                rules={required(t('trial.schoolName'))}
              >
                <Input maxLength={64} autoComplete="organization" />
              </Form.Item>
              <Form.Item
                name="contactName"
                label={t('trial.contactName')}
                rules={required(t('trial.contactName'))}
              >
                <Input maxLength={32} autoComplete="name" />
              </Form.Item>
              <Form.Item name="phone" label={t('trial.phone')} rules={required(t('trial.phone'))}>
                <Input maxLength={11} inputMode="tel" autoComplete="tel" />
              </Form.Item>
              <Form.Item name="email" label={t('trial.email')}>
                <Input maxLength={120} type="email" autoComplete="email" />
              </Form.Item>
              <Form.Item name="message" label={t('trial.message')}>
                <Input.TextArea maxLength={1000} rows={4} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
                {t('trial.submit')}
              </Button>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
};
