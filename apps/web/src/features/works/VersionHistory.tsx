import type { WorkFileInfo, WorkVersion } from '@podium/contracts';
import { Descriptions, Tag, Timeline, Typography } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { FileList } from './FileList.tsx';
import { downloadStoredFile } from '../jobs/jobs-api.ts';

type Props = {
  versions: WorkVersion[];
  /** Labels of the stage's descriptive fields by key (the key itself when unknown). */
  fieldLabels?: Record<string, string>;
};

/** Every version of a work, newest first: title, descriptive fields, files (downloadable), who and when. */
export const VersionHistory = ({ versions, fieldLabels = {} }: Props) => {
  const { t } = useTranslation('works');
  const download = (file: WorkFileInfo) => void downloadStoredFile(file.fileId);
  return (
    <Timeline
      items={versions.map((version) => ({
        key: version.versionId,
        color: version.current ? 'blue' : 'gray',
        children: (
          <div className="works-stack" style={{ gap: 6 }}>
            <div>
              <Typography.Text strong>{t('submit.versionNo', { n: version.versionNo })}</Typography.Text>{' '}
              {version.current && <Tag color="blue">{t('submit.current')}</Tag>}
              <Typography.Text>{version.title}</Typography.Text>
            </div>
            <Typography.Text type="secondary">
              {t('submit.submittedBy', {
                name: version.submittedBy,
                time: formatBeijing(version.submittedAt),
              })}
            </Typography.Text>
            {Object.keys(version.fields).length > 0 && (
              <Descriptions
                size="small"
                column={1}
                items={Object.entries(version.fields).map(([key, value]) => ({
                  key,
                  label: fieldLabels[key] ?? key,
                  children: <span className="works-field-value">{value}</span>,
                }))}
              />
            )}
            <FileList files={version.files} onDownload={download} />
          </div>
        ),
      }))}
    />
  );
};
