import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';
import { ExpertImportModal } from './ExpertImportModal.tsx';
import { intakeApi } from './expert-intake-api.ts';

/** Add, import and export buttons above the expert library (each behind its permission). */
export const LibraryToolbar = ({ temporary, onAdd }: { temporary?: boolean; onAdd?: () => void }) => {
  const { t } = useTranslation('experts');
  const [importing, setImporting] = useState(false);
  const exporter = useMutation({ mutationFn: () => intakeApi.exportLibrary({}) });
  return (
    <Space wrap>
      {!temporary && onAdd && (
        <Permission list={['expert:edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('library.add')}
          </Button>
        </Permission>
      )}
      {!temporary && (
        <Permission list={['expert:import']}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('library.import')}
          </Button>
        </Permission>
      )}
      <Permission list={['expert:export']}>
        <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
          {t('library.export')}
        </Button>
      </Permission>
      <ExpertImportModal open={importing} onClose={() => setImporting(false)} />
    </Space>
  );
};
