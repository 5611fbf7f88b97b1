import { LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Skeleton, Tag, Typography } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileList } from '../../../features/works/FileList.tsx';
import { downloadSharedFile, worksApi, worksKeys } from '../../../features/works/works-api.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/works/works.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/** A part the organiser kept private. */
const Private = () => {
  const { t } = useTranslation('works');
  return (
    <Typography.Text type="secondary">
      <LockOutlined /> {t('shared.private')}
    </Typography.Text>
  );
};

/** /works/detail?shareId=: the public share page; shows only what the organiser made public. */
export const SharedWorkPage = () => {
  const { t } = useTranslation('works');
  const shareId = useSearchParams()[0].get('shareId') ?? '';
  const shared = useQuery({
    queryKey: worksKeys.shared(shareId),
    queryFn: () => worksApi.shared(shareId),
    enabled: Boolean(shareId),
    retry: false,
  });
  usePageMeta(shared.data?.title, shared.data && `${shared.data.competitionName} · ${shared.data.stageName}`);
  if (shared.isLoading)
    return (
      <>
        <PortalPageBand />
        <div className="works-page">
          <Skeleton active />
        </div>
      </>
    );
  const work = shared.data;
  if (!work)
    return (
      <>
        <PortalPageBand />
        <Result status="404" title={t('detail.notFound')} />
      </>
    );
  return (
    <div>
      <div className="portal-band works-hero">
        <div className="works-page" style={{ paddingTop: 0, paddingBottom: 0 }}>
          <h1>{work.title}</h1>
          <p>
            {work.competitionName} · {work.stageName}
          </p>
        </div>
      </div>
      <div className="works-page works-stack">
        <Card>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'item', label: t('detail.item'), children: <Tag>{work.itemName}</Tag> },
              {
                key: 'at',
                label: t('shared.submittedAt'),
                children: formatBeijing(work.submittedAt),
              },
              { key: 'team', label: t('detail.team'), children: work.teamName ?? <Private /> },
              { key: 'school', label: t('detail.school'), children: work.schoolName ?? <Private /> },
            ]}
          />
        </Card>
        <Card title={t('detail.fields')}>
          {work.fields ? (
            <Descriptions
              column={1}
              items={work.fields.map((f) => ({
                key: f.label,
                label: f.label,
                children: <span className="works-field-value">{f.value}</span>,
              }))}
            />
          ) : (
            <Private />
          )}
        </Card>
        <Card title={t('detail.files')}>
          {work.files ? (
            <FileList files={work.files} onDownload={(f) => void downloadSharedFile(shareId, f.fileId)} />
          ) : (
            <Private />
          )}
        </Card>
      </div>
    </div>
  );
};
