import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Progress, Typography, Upload as AntUpload } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILE_PURPOSES, type FilePurposeName } from '@podium/contracts';
import type { Upload } from 'tus-js-client';
import { startResumableUpload } from './resumable-upload.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading' | 'paused'; percent: number }
  | { kind: 'done'; fileId: string }
  | { kind: 'failed'; reason: string };

type Props = {
  /** A resumable purpose, e.g. `video`. */
  purpose: FilePurposeName;
  accept?: string;
  onUploaded: (fileId: string, file: File) => void;
};

/** Large-file upload (tus): progress bar, pause and resume, and continuing after a dropped connection. */
export const ResumableUpload = ({ purpose, accept, onUploaded }: Props) => {
  const { t } = useTranslation('upload');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const upload = useRef<Upload | null>(null);
  const maxBytes = FILE_PURPOSES[purpose].maxBytes;

  useEffect(() => () => void upload.current?.abort(), []);

  const begin = (file: File) => {
    if (file.size > maxBytes) {
      setState({ kind: 'failed', reason: t('tooLarge', { mb: maxBytes / 1024 / 1024 }) });
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    upload.current = startResumableUpload(file, purpose, {
      onProgress: (sent, total) =>
        setState((now) =>
          now.kind === 'paused' ? now : { kind: 'uploading', percent: Math.floor((sent / total) * 100) },
        ),
      onSuccess: (fileId) => {
        setState({ kind: 'done', fileId });
        onUploaded(fileId, file);
      },
      onError: (reason) => setState({ kind: 'failed', reason }),
    });
  };

  const pause = () => {
    void upload.current?.abort();
    setState((now) => ({ kind: 'paused', percent: 'percent' in now ? now.percent : 0 }));
  };
  const resume = () => {
    setState((now) => ({ kind: 'uploading', percent: 'percent' in now ? now.percent : 0 }));
    upload.current?.start();
  };

  return (
    <Flex vertical gap={8}>
      <AntUpload accept={accept} showUploadList={false} beforeUpload={(file) => (begin(file), false)}>
        <Button
          icon={<CloudUploadOutlined />}
          disabled={state.kind === 'uploading' || state.kind === 'paused'}
        >
          {t('choose')}
        </Button>
      </AntUpload>
      <Typography.Text type="secondary">{t('resumeHint')}</Typography.Text>
      {(state.kind === 'uploading' || state.kind === 'paused') && (
        <Flex gap={8} align="center" wrap>
          <Progress
            percent={state.percent}
            status={state.kind === 'paused' ? 'normal' : 'active'}
            style={{ flex: 1, minWidth: 160 }}
          />
          {state.kind === 'uploading' ? (
            <Button size="small" onClick={pause}>
              {t('pause')}
            </Button>
          ) : (
            <Button size="small" type="primary" onClick={resume}>
              {t('resume')}
            </Button>
          )}
        </Flex>
      )}
      {state.kind === 'done' && <Alert type="success" showIcon title={t('done')} />}
      {state.kind === 'failed' && (
        <Alert type="error" showIcon title={t('failed', { reason: state.reason })} />
      )}
    </Flex>
  );
};
