import { useState } from 'react';
import { Button, Upload, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API_BASE, CommonFileApi, FILE_PURPOSES, type FileUploadResult } from '@podium/contracts';
import { apiUrl, currentHeaders } from '../../api/client.ts';

/** Certificate artwork (background, seal, logos) is a public image: Podium serves it to the PDF renderer too. */
const PURPOSE = 'cover';

/** The path the design stores for an uploaded file: served by Podium itself (the design refuses other hosts). */
export const designImagePath = (fileId: string) => `${API_BASE}${CommonFileApi.file}/${fileId}`;

/**
 * Uploads an image through POST /common/file/upload and hands back its Podium path. A button rather than
 * the picture card of `ImageUpload`, because the canvas itself shows the image.
 */
export const ImageSourceUpload = ({
  onUploaded,
  label,
}: {
  onUploaded: (src: string) => void;
  label: string;
}) => {
  const { t } = useTranslation('upload');
  const [busy, setBusy] = useState(false);
  const maxBytes = FILE_PURPOSES[PURPOSE].maxBytes;
  return (
    <Upload
      name="file"
      accept="image/png,image/jpeg,image/gif,image/webp"
      showUploadList={false}
      action={apiUrl(CommonFileApi.upload, { purpose: PURPOSE })}
      headers={currentHeaders()}
      beforeUpload={(file) => {
        if (file.size <= maxBytes) return true;
        void message.error(t('tooLarge', { mb: maxBytes / 1024 / 1024 }));
        return Upload.LIST_IGNORE;
      }}
      onChange={({ file }) => {
        setBusy(file.status === 'uploading');
        const body = file.response as
          { code: number; msg: string; data: FileUploadResult | null } | undefined;
        if (file.status === 'done' && body?.code === 0 && body.data)
          onUploaded(designImagePath(body.data.fileId));
        else if (file.status === 'done' || file.status === 'error')
          void message.error(t('failed', { reason: body?.msg ?? file.error?.message ?? '' }));
      }}
    >
      <Button size="small" icon={<UploadOutlined />} loading={busy} aria-label={label}>
        {label}
      </Button>
    </Upload>
  );
};
