import { useEffect, useId, useRef, useState } from 'react';
import { Button, Progress, Space, Typography, Upload, message, type UploadFile } from 'antd';
import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CommonFileApi,
  FILE_PURPOSES,
  fileIdOfUrl,
  type FilePurposeName,
  type FileUploadResult,
} from '@podium/contracts';
import { apiUrl, currentHeaders } from '../../api/client.ts';
import { useAuthorizedObjectUrl } from '../../api/useAuthorizedObjectUrl.ts';
import { useUploadTracking } from './uploads-in-flight.ts';

/** One linked file of a record, as competitions and news store them. */
export type LinkedFile = { name: string; url: string };

type Envelope = { code: number; msg: string; data: FileUploadResult | null } | undefined;

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.rar,.7z,.png,.jpg,.jpeg,.gif,.webp';

/**
 * A Podium file as an object URL, fetched with the caller's token: covers of drafts are private (the
 * server serves them only to those who may manage the record), so a bare `<img src>` would not do.
 * Any other address is used as it is.
 */
const usePreviewUrl = (url: string | undefined) => {
  const isPodiumFile = !!url && fileIdOfUrl(url) !== null;
  const objectUrl = useAuthorizedObjectUrl(isPodiumFile ? url : undefined);
  if (!url) return undefined;
  if (!isPodiumFile) return url;
  return objectUrl ?? undefined;
};

/** Downloads a linked file with the caller's token (a draft's attachment is not public yet). */
const downloadLinked = async (file: LinkedFile) => {
  if (!fileIdOfUrl(file.url)) {
    window.open(file.url, '_blank', 'noopener');
    return;
  }
  const response = await fetch(file.url, { headers: currentHeaders() });
  if (!response.ok) return;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};

type Common = {
  /** The upload purpose: decides what the server accepts (by content), the size limit and who may read. */
  purpose: FilePurposeName;
  disabled?: boolean;
  /** Accessible name of the control (the form label). */
  ariaLabel?: string;
};
type ImageFieldProps = Common & {
  kind: 'image';
  /** The image's address (a form field's value). */
  value?: string;
  onChange?: (url: string) => void;
};
type FilesFieldProps = Common & {
  kind: 'files';
  value?: LinkedFile[];
  onChange?: (files: LinkedFile[]) => void;
  /** At most this many files. */
  max?: number;
};
export type UploadFieldProps = ImageFieldProps | FilesFieldProps;

/**
 * The upload control of forms that link files by address (competition and news covers and
 * attachments): a Form.Item control whose value is what the record stores — one image URL (`kind:
 * 'image'`, with a preview, progress, replace and remove) or a list of `{name, url}` (`kind: 'files'`,
 * with names, progress and remove). Files go through POST /common/file/upload, which checks the type by
 * content; the size is checked here first to save a trip.
 */
export const UploadField = (props: UploadFieldProps) =>
  props.kind === 'image' ? <ImageField {...props} /> : <FilesField {...props} />;

const useUploadProps = (purpose: FilePurposeName) => {
  const { t } = useTranslation('upload');
  const maxBytes = FILE_PURPOSES[purpose].maxBytes;
  return {
    t,
    base: {
      name: 'file',
      action: apiUrl(CommonFileApi.upload, { purpose }),
      headers: currentHeaders(),
      beforeUpload: (file: File) => {
        if (file.size <= maxBytes) return true;
        void message.error(t('tooLarge', { mb: maxBytes / 1024 / 1024 }));
        return Upload.LIST_IGNORE;
      },
    },
    /** The stored file of a finished upload, or the reason it failed. */
    outcome: (file: UploadFile): { stored?: FileUploadResult; error: string } => {
      const body = file.response as Envelope;
      if (file.status === 'done' && body?.code === 0 && body.data) return { stored: body.data, error: '' };
      return { error: body?.msg ?? file.error?.message ?? '' };
    },
  };
};

const ImageField = ({ purpose, value, onChange, disabled, ariaLabel }: ImageFieldProps) => {
  const { t, base, outcome } = useUploadProps(purpose);
  const [percent, setPercent] = useState<number | null>(null);
  const preview = usePreviewUrl(value || undefined);
  const uploading = percent !== null;
  const tracking = useUploadTracking(useId());

  return (
    <Space align="start" size={12} wrap className="upload-field upload-field-image">
      <Upload
        {...base}
        accept={IMAGE_ACCEPT}
        listType="picture-card"
        showUploadList={false}
        disabled={disabled || uploading}
        onChange={({ file }) => {
          if (file.status === 'uploading') {
            tracking.started(file.uid);
            return setPercent(Math.floor(file.percent ?? 0));
          }
          if (file.status !== 'done' && file.status !== 'error') return;
          tracking.ended(file.uid);
          setPercent(null);
          const { stored, error } = outcome(file);
          if (stored) onChange?.(stored.url);
          else void message.error(t('failed', { reason: error }));
        }}
      >
        <div aria-label={ariaLabel} className="upload-field-card">
          {uploading ? (
            <Progress type="circle" percent={percent} size={56} aria-label={t('uploading', { percent })} />
          ) : value && preview ? (
            <img src={preview} alt={ariaLabel ?? ''} className="upload-field-preview" />
          ) : value ? (
            <Typography.Text type="secondary">{t('previewUnavailable')}</Typography.Text>
          ) : (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t('chooseImage')}</div>
            </div>
          )}
        </div>
      </Upload>
      {value && !uploading && !disabled && (
        <Space direction="vertical" size={4}>
          <Typography.Text type="secondary">{t('replaceHint')}</Typography.Text>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            {t('remove')}
          </Button>
        </Space>
      )}
    </Space>
  );
};

const FilesField = ({ purpose, value, onChange, disabled, max = 20, ariaLabel }: FilesFieldProps) => {
  const { t, base, outcome } = useUploadProps(purpose);
  const linked = value ?? [];
  // Two uploads finishing together must both land: each adds to the newest list, not the rendered one.
  const latest = useRef(linked);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  /** Uploads already moved into the value: antd may report the same finished upload more than once. */
  const settled = useRef(new Set<string>());
  /** Uploads in flight (and failed ones until removed); finished ones move into the value. */
  const [pending, setPending] = useState<UploadFile[]>([]);
  /**
   * A finished upload keeps the uid it had while uploading: the list animates items by uid, and a new
   * uid would play the uploading row's leave animation beside the finished row (the file shown twice).
   */
  const [uploadUid, setUploadUid] = useState<Record<string, string>>({});
  const linkedUid = (file: LinkedFile, index: number) => uploadUid[file.url] ?? `linked-${index}-${file.url}`;
  const fileList: UploadFile[] = [
    ...linked.map((file, index) => ({
      uid: linkedUid(file, index),
      name: file.name,
      status: 'done' as const,
    })),
    ...pending,
  ];
  const linkedIndexOf = (file: UploadFile) => linked.findIndex((item, i) => linkedUid(item, i) === file.uid);
  const tracking = useUploadTracking(useId());
  const full = linked.length + pending.filter((f) => f.status === 'uploading').length >= max;

  return (
    <div className="upload-field upload-field-files" aria-label={ariaLabel}>
      <Upload
        {...base}
        accept={FILE_ACCEPT}
        multiple
        disabled={disabled}
        fileList={fileList}
        iconRender={() => <PaperClipOutlined />}
        showUploadList={{ showRemoveIcon: !disabled, showDownloadIcon: false }}
        onPreview={(file) => {
          const index = linkedIndexOf(file);
          if (index >= 0) void downloadLinked(linked[index]!);
        }}
        onRemove={(file) => {
          const index = linkedIndexOf(file);
          if (index >= 0) onChange?.(linked.filter((_, i) => i !== index));
          else setPending((list) => list.filter((f) => f.uid !== file.uid));
          tracking.ended(file.uid);
          return false;
        }}
        onChange={({ file }) => {
          if (settled.current.has(file.uid)) return;
          if (file.status === 'uploading') tracking.started(file.uid);
          else tracking.ended(file.uid);
          if (file.status === 'done') {
            settled.current.add(file.uid);
            setPending((list) => list.filter((f) => f.uid !== file.uid));
            const { stored, error } = outcome(file);
            if (stored) {
              setUploadUid((uids) => ({ ...uids, [stored.url]: file.uid }));
              latest.current = [...latest.current, { name: file.name, url: stored.url }];
              onChange?.(latest.current);
            } else {
              void message.error(t('failed', { reason: error }));
            }
            return;
          }
          if (file.status === 'error') void message.error(t('failed', { reason: outcome(file).error }));
          setPending((list) => [...list.filter((f) => f.uid !== file.uid), file]);
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || full}>
          {t('chooseFiles')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" className="upload-field-hint">
        {t('filesHint', { mb: FILE_PURPOSES[purpose].maxBytes / 1024 / 1024, max })}
      </Typography.Text>
    </div>
  );
};
