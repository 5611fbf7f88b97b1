import { useState } from 'react';
import { Upload, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API_BASE, CommonFileApi, FILE_PURPOSES, type FileUploadResult } from '@podium/contracts';
import { apiUrl, currentHeaders } from '../../api/client.ts';

type Props = {
  /** An image purpose: `cover`, `avatar` or `newsImage`. */
  purpose: 'cover' | 'avatar' | 'newsImage';
  /** The current file id (a form field's value). */
  value?: string;
  onChange?: (fileId: string | undefined) => void;
};

/**
 * antd Upload for one small image through POST /common/file/upload; usable as a Form.Item control
 * (value = file id). The server checks the content; the size is checked here first to save a trip.
 */
export const ImageUpload = ({ purpose, value, onChange }: Props) => {
  const { t } = useTranslation('upload');
  const [percent, setPercent] = useState<number | null>(null);
  const loading = percent !== null;
  const maxBytes = FILE_PURPOSES[purpose].maxBytes;
  const preview = value ? `${API_BASE}${CommonFileApi.file}/${value}` : undefined;

  return (
    <Upload
      name="file"
      listType="picture-card"
      accept="image/png,image/jpeg,image/gif,image/webp"
      showUploadList={false}
      action={apiUrl(CommonFileApi.upload, { purpose })}
      headers={currentHeaders()}
      beforeUpload={(file) => {
        if (file.size <= maxBytes) return true;
        void message.error(t('tooLarge', { mb: maxBytes / 1024 / 1024 }));
        return Upload.LIST_IGNORE;
      }}
      onChange={({ file }) => {
        if (file.status === 'uploading') setPercent(Math.floor(file.percent ?? 0));
        if (file.status === 'done' || file.status === 'error') setPercent(null);
        const body = file.response as
          { code: number; msg: string; data: FileUploadResult | null } | undefined;
        if (file.status === 'done' && body?.code === 0 && body.data) onChange?.(body.data.fileId);
        else if (file.status === 'done' || file.status === 'error')
          void message.error(t('failed', { reason: body?.msg ?? file.error?.message ?? '' }));
      }}
    >
      {preview && !loading ? (
        <img src={preview} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{loading ? t('uploading', { percent }) : t('chooseImage')}</div>
        </div>
      )}
    </Upload>
  );
};
