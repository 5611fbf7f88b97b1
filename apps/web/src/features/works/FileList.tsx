import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import type { WorkFileInfo } from '@podium/contracts';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from './works-api.ts';

type Props = {
  files: WorkFileInfo[];
  /** Downloads one file (through the access check, or the public share route). */
  onDownload?: (file: WorkFileInfo) => void;
};

/** The files of a version with their size, each downloadable when `onDownload` is given. */
export const FileList = ({ files, onDownload }: Props) => {
  const { t } = useTranslation('works');
  return (
    <ul className="works-file-list">
      {files.map((file) => (
        <li key={file.fileId}>
          <FileOutlined />
          <span className="works-file-name">{file.name}</span>
          <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
          {onDownload && (
            <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => onDownload(file)}>
              {t('detail.download')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
};
