import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResumableUpload } from '../upload/ResumableUpload.tsx';
import { formatSize } from './works-api.ts';

export type PickedFile = { fileId: string; name: string; size: number };

type Props = {
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
  maxCount: number;
  /** `accept` hint for the file picker (the server checks the content anyway). */
  accept?: string;
};

/**
 * The files of a work (an antd form control): each goes up through tus (purpose `workFile`) with a
 * progress bar, pause/resume and resumption after a dropped connection, then is listed by its file id.
 */
export const WorkFilesField = ({ value = [], onChange, maxCount, accept }: Props) => {
  const { t } = useTranslation('works');
  return (
    <div className="works-stack" style={{ gap: 8 }}>
      {value.length > 0 && (
        <ul className="works-file-list">
          {value.map((file) => (
            <li key={file.fileId}>
              <FileOutlined />
              <span className="works-file-name">{file.name}</span>
              <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
              <Button
                size="small"
                type="link"
                danger
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(value.filter((f) => f.fileId !== file.fileId))}
              >
                {t('submit.removeFile')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < maxCount && (
        <ResumableUpload
          key={value.length}
          purpose="workFile"
          accept={accept}
          onUploaded={(fileId, file) => onChange?.([...value, { fileId, name: file.name, size: file.size }])}
        />
      )}
    </div>
  );
};
