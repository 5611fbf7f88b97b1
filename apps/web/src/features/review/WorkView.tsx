import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import type { ExpertWork } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Collapse, Descriptions, Skeleton, Typography } from 'antd';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../works/works-api.ts';
import { reviewApi, reviewKeys } from './review-api.ts';
import { watermarkTile } from './watermark.ts';

type WorkFile = ExpertWork['files'][number];

const PdfPages = lazy(() => import('./PdfPages.tsx').then((m) => ({ default: m.PdfPages })));

/** Stops the browser's "save as" menu on a preview when the stage does not allow downloads. */
const noMenu = (allowed: boolean) =>
  allowed ? undefined : (e: { preventDefault: () => void }) => e.preventDefault();

/** One file in the page: PDF pages, an image, a video or sound with seeking; others by name only. */
const FilePreview = ({ file, work }: { file: WorkFile; work: ExpertWork }) => {
  const { t } = useTranslation('review');
  const overlay: CSSProperties = { backgroundImage: watermarkTile(work.watermark) };
  const allowed = work.downloadAllowed;
  switch (file.kind) {
    case 'pdf':
      return (
        <Suspense fallback={<Skeleton active />}>
          <PdfPages url={file.viewUrl} watermark={work.watermark} label={file.name} />
        </Suspense>
      );
    case 'image':
      return (
        <div className="work-media" onContextMenu={noMenu(allowed)}>
          <img src={file.viewUrl} alt={file.name} draggable={allowed} />
          <div className="work-media__watermark" style={overlay} aria-hidden />
        </div>
      );
    case 'video':
      return (
        <div className="work-media" onContextMenu={noMenu(allowed)}>
          <video
            src={file.viewUrl}
            controls
            playsInline
            preload="metadata"
            controlsList={allowed ? undefined : 'nodownload'}
            aria-label={file.name}
          />
          <div className="work-media__watermark work-media__watermark--video" style={overlay} aria-hidden />
        </div>
      );
    case 'audio':
      return (
        <audio
          src={file.viewUrl}
          controls
          preload="metadata"
          controlsList={allowed ? undefined : 'nodownload'}
          aria-label={file.name}
          style={{ width: '100%' }}
        />
      );
    default:
      return <Typography.Text type="secondary">{t('work.noPreview')}</Typography.Text>;
  }
};

/**
 * The work an expert scores, at the top of its score card: title and description (never the team in a
 * blind stage: the server leaves it out), then each file previewed in the page on demand — the first one
 * open — with the expert's watermark, and a download link only where the stage allows it.
 */
export const WorkView = ({ assignmentId }: { assignmentId: string }) => {
  const { t } = useTranslation('review');
  const work = useQuery({
    queryKey: reviewKeys.work(assignmentId),
    queryFn: () => reviewApi.work(assignmentId),
    // The file tickets last a few hours; a fresh answer is only needed when the page is reopened.
    staleTime: 60 * 60 * 1000,
  });
  if (work.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!work.data) return <Alert type="warning" showIcon title={t('work.loadFailed')} />;
  const data = work.data;
  if (data.title === null) return <Alert type="info" showIcon title={t('work.notSubmitted')} />;
  return (
    <section className="work-view" aria-label={t('work.label')}>
      <Typography.Title level={5} className="work-view__title">
        {data.title}
      </Typography.Title>
      {data.fields.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          items={data.fields.map((f) => ({
            key: f.label,
            label: f.label,
            children: <Typography.Paragraph className="work-view__field">{f.value}</Typography.Paragraph>,
          }))}
        />
      )}
      {data.files.length === 0 ? (
        <Typography.Text type="secondary">{t('work.noFiles')}</Typography.Text>
      ) : (
        <Collapse
          size="small"
          defaultActiveKey={[data.files[0]!.fileId]}
          items={data.files.map((file) => ({
            key: file.fileId,
            label: (
              <span className="work-view__file">
                <FileOutlined />
                <span className="work-view__file-name">{file.name}</span>
                <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
              </span>
            ),
            extra: file.downloadUrl ? (
              <Button
                size="small"
                type="link"
                icon={<DownloadOutlined />}
                href={file.downloadUrl}
                download={file.name}
                onClick={(e) => e.stopPropagation()}
                aria-label={t('work.downloadFile', { name: file.name })}
              >
                {t('work.download')}
              </Button>
            ) : undefined,
            children: <FilePreview file={file} work={data} />,
          }))}
        />
      )}
      {!data.downloadAllowed && data.files.length > 0 && (
        <Typography.Text type="secondary" className="work-view__note">
          {t('work.viewOnly')}
        </Typography.Text>
      )}
    </section>
  );
};
