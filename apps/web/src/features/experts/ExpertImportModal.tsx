import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportCheckResult, ImportProblem } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Result, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewKeys } from '../review/review-api.ts';
import { intakeApi, intakeKeys } from './expert-intake-api.ts';

const ProblemTable = ({ problems }: { problems: ImportProblem[] }) => {
  const { t } = useTranslation('experts');
  return (
    <Table<ImportProblem>
      size="small"
      rowKey={(p) => `${p.row}:${p.column}:${p.reason}`}
      dataSource={problems}
      pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'row', title: t('import.row'), dataIndex: 'row', width: 64 },
        { key: 'column', title: t('import.column'), dataIndex: 'column', width: 110 },
        { key: 'reason', title: t('common.reason'), dataIndex: 'reason' },
      ]}
    />
  );
};

/**
 * The expert import, the user import's way: template, check (nothing written), import in one transaction.
 * Uploads show their progress; problems come as a table and as the marked-up workbook.
 */
export const ExpertImportModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [checked, setChecked] = useState<ImportCheckResult | null>(null);
  const [failed, setFailed] = useState<ImportProblem[] | null>(null);
  const [created, setCreated] = useState<number | null>(null);

  const template = useMutation({ mutationFn: intakeApi.downloadTemplate });
  const errors = useMutation({ mutationFn: () => intakeApi.downloadErrors(file!) });
  const check = useMutation({
    mutationFn: async () => (await intakeApi.checkImport(file!, setPercent)).data,
    onSuccess: (result) => (setChecked(result), setFailed(null)),
    onSettled: () => setPercent(null),
  });
  const run = useMutation({
    mutationFn: () => intakeApi.runImport(file!, setPercent),
    onSuccess: (outcome) => {
      if (!outcome.ok) return setFailed(outcome.problems);
      setCreated(outcome.created);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
    },
    onSettled: () => setPercent(null),
  });

  const reset = () => (setFile(null), setChecked(null), setFailed(null), setCreated(null));
  const close = () => (reset(), onClose());
  const busy = check.isPending || run.isPending;
  const problems = failed ?? checked?.problems ?? [];
  const errorLink = (
    <Button
      type="link"
      icon={<DownloadOutlined />}
      loading={errors.isPending}
      onClick={() => errors.mutate()}
    >
      {t('import.downloadErrors')}
    </Button>
  );

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      footer={null}
      width={760}
      destroyOnHidden
      maskClosable={false}
    >
      {created !== null ? (
        <Result
          status="success"
          title={t('import.done', { created })}
          extra={
            <Button type="primary" onClick={close}>
              {t('common.ok')}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon message={t('import.templateHint')} />
          <div>
            <Button
              icon={<DownloadOutlined />}
              loading={template.isPending}
              onClick={() => template.mutate()}
            >
              {t('import.downloadTemplate')}
            </Button>
          </div>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            disabled={busy}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => (setFile(picked), setChecked(null), setFailed(null), false)}
            onRemove={() => (setFile(null), setChecked(null), setFailed(null))}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('import.drag')}</p>
            <p className="ant-upload-hint">{t('import.dragHint')}</p>
          </Upload.Dragger>
          {percent !== null && (
            <div>
              <Progress percent={percent} status="active" />
              <span>{percent < 100 ? t('import.uploading', { percent }) : t('import.processing')}</span>
            </div>
          )}
          {checked && !failed && (
            <Alert
              type={checked.problems.length ? 'error' : 'success'}
              showIcon
              message={t('import.summary', {
                total: checked.total,
                valid: checked.valid,
                problems: checked.problems.length,
              })}
              description={checked.problems.length ? errorLink : t('import.allGood')}
            />
          )}
          {failed && (
            <Alert
              type="error"
              showIcon
              message={t('import.failed', { count: failed.length })}
              description={errorLink}
            />
          )}
          {problems.length > 0 && <ProblemTable problems={problems} />}
          <Space wrap>
            <Button disabled={!file || busy} loading={check.isPending} onClick={() => check.mutate()}>
              {t('import.check')}
            </Button>
            <Button
              type="primary"
              disabled={!checked || checked.problems.length > 0 || checked.total === 0 || busy}
              loading={run.isPending}
              onClick={() => run.mutate()}
            >
              {t('import.run')}
            </Button>
          </Space>
        </Flex>
      )}
    </Modal>
  );
};
