import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { downloadStoredFile, useJobProgress } from './jobs-api.ts';

/** What a file-making job leaves when it is done: the file, and the counts its message names. */
export type FileJobResult = { fileId: string } & Record<string, number>;

/** The job's texts, in the caller's namespace (works zip, attachments zip …). */
export type FileJobTexts = {
  title: string;
  starting: string;
  progress: (done: number, total: number) => string;
  failed: (error: string) => string;
  done: (result: FileJobResult) => string;
  download: string;
};

type Props = { jobId: string | null; onClose: () => void; texts: FileJobTexts };

/**
 * Follows a job that makes a file (works zip, attachments zip) with a progress bar and offers the file
 * when it is done; a failure says why. Closing it leaves the job running.
 */
export const JobProgressModal = ({ jobId, onClose, texts }: Props) => {
  const { data } = useJobProgress(jobId);
  const percent = data && data.total > 0 ? Math.floor((data.done / data.total) * 100) : 0;
  const result = data?.status === 'done' ? (data.result as FileJobResult) : null;
  return (
    <Modal open={Boolean(jobId)} title={texts.title} onCancel={onClose} footer={null} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {!data && <Typography.Text>{texts.starting}</Typography.Text>}
        {data && (
          <Progress
            percent={result ? 100 : percent}
            status={data.status === 'failed' ? 'exception' : result ? 'success' : 'active'}
            aria-label={texts.title}
          />
        )}
        {data && !result && data.status !== 'failed' && (
          <Typography.Text>{texts.progress(data.done, data.total)}</Typography.Text>
        )}
        {data?.status === 'failed' && <Alert type="error" showIcon title={texts.failed(data.error ?? '')} />}
        {result && (
          <>
            <Alert type="success" showIcon title={texts.done(result)} />
            <Button type="primary" onClick={() => void downloadStoredFile(result.fileId)}>
              {texts.download}
            </Button>
          </>
        )}
      </Space>
    </Modal>
  );
};
