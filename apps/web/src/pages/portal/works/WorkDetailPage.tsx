import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../features/auth/session-store.ts';
import { VersionHistory } from '../../../features/works/VersionHistory.tsx';
import { worksApi, worksKeys } from '../../../features/works/works-api.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/works/works.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/** /home/work/workDetail?workId=: a work of the user's team (or in a desk reader's reach), every version, its share link. */
export const WorkDetailPage = () => {
  const { t } = useTranslation(['works', 'common']);
  const punct = usePunctuation();
  const { message } = App.useApp();
  const { user } = useSession();
  const workId = useSearchParams()[0].get('workId') ?? '';
  const detail = useQuery({
    queryKey: worksKeys.detail(workId),
    queryFn: () => worksApi.detail(workId),
    enabled: Boolean(user && workId),
    retry: false,
  });
  const share = useQuery({
    queryKey: [...worksKeys.detail(workId), 'share'],
    queryFn: () => worksApi.shareLink(workId),
    enabled: detail.isSuccess,
  });
  usePageMeta(
    detail.data?.title,
    detail.data && `${detail.data.competitionName} · ${detail.data.stageName} · ${detail.data.teamName}`,
  );

  if (!user)
    return (
      <>
        <PortalPageBand />
        <Result
          status="403"
          title={t('works:detail.title')}
          extra={
            <Link to="/neibu/login">
              <Button type="primary">{t('common:login')}</Button>
            </Link>
          }
        />
      </>
    );
  if (detail.isLoading)
    return (
      <>
        <PortalPageBand />
        <div className="works-page">
          <Skeleton active />
        </div>
      </>
    );
  const work = detail.data;
  if (!work)
    return (
      <>
        <PortalPageBand />
        <Result status="404" title={t('works:detail.notFound')} />
      </>
    );
  const shareUrl = share.data ? `${window.location.origin}${share.data.path}` : '';
  const copy = () =>
    void navigator.clipboard?.writeText(shareUrl).then(() => message.success(t('works:detail.copied')));

  return (
    <>
      <PortalPageBand title={work.title} subtitle={`${work.competitionName} · ${work.stageName}`} />
      <div className="works-page works-stack">
        <Card>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'c', label: t('works:detail.competition'), children: work.competitionName },
              { key: 's', label: t('works:detail.stage'), children: work.stageName },
              { key: 'i', label: t('works:detail.item'), children: work.itemName },
              { key: 't', label: t('works:detail.team'), children: work.teamName },
              { key: 'sc', label: t('works:detail.school'), children: work.schoolName || '—' },
              { key: 'v', label: t('works:detail.versions'), children: work.versionCount },
            ]}
          />
          {shareUrl && (
            <div style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">
                {t('works:detail.share')}
                {punct.colon}
              </Typography.Text>
              <Typography.Text className="works-field-value">{shareUrl}</Typography.Text>{' '}
              <Button size="small" icon={<CopyOutlined />} onClick={copy}>
                {t('works:detail.copyLink')}
              </Button>
            </div>
          )}
        </Card>
        <Card title={t('works:submit.history')}>
          <VersionHistory versions={work.versions} fieldLabels={work.fieldLabels} />
        </Card>
      </div>
    </>
  );
};
