import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportProblem } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpApi, signUpKeys } from './signup-admin-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  defaultCompetitionId?: string;
};

/**
 * Import of school-recommended teams: choose the competition, fill its template, upload. A file with bad rows
 * is refused whole (reasons listed, and downloadable as the workbook with the rows marked). The choice is
 * the server's: a school's competitions open to it now, an organiser's own.
 */
export const SignUpImportModal = ({ open, onClose, defaultCompetitionId }: Props) => {
  const { t } = useTranslation('signUpAdmin');
  const queryClient = useQueryClient();
  const competitions = useQuery({
    queryKey: signUpKeys.importCompetitions,
    queryFn: signUpApi.importCompetitions,
    enabled: open,
  });
  const [competitionId, setCompetitionId] = useState<string | undefined>(defaultCompetitionId);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [created, setCreated] = useState<number | null>(null);
  const chosen = competitionId ?? defaultCompetitionId;

  const template = useMutation({ mutationFn: () => signUpApi.template(chosen!) });
  const errors = useMutation({ mutationFn: () => signUpApi.importErrors(file!, chosen!) });
  const run = useMutation({
    mutationFn: () => signUpApi.runImport(file!, chosen!),
    onSuccess: (outcome) => {
      setProblems(outcome.problems);
      setCreated(outcome.ok ? outcome.created : null);
      if (outcome.ok) resetChanges();
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: signUpKeys.all });
    },
  });
  const close = () => {
    setCompetitionId(undefined);
    setFile(null);
    setProblems([]);
    setCreated(null);
    onClose();
  };
  // A file picked and not yet imported: closing (Escape, ×, the mask) asks first; once imported it closes at once.
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(undefined, close, open);

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={closeAsking}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('import.hint')} />
        <Form layout="vertical" name="sign-up-import">
          <Form.Item label={t('col.competition')} required>
            <Select
              value={chosen}
              onChange={setCompetitionId}
              placeholder={t('chooseCompetition')}
              loading={competitions.isFetching}
              options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
            />
          </Form.Item>
        </Form>
        <Button
          icon={<DownloadOutlined />}
          disabled={!chosen}
          loading={template.isPending}
          onClick={() => template.mutate()}
        >
          {t('import.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(picked) => (noteChange(), setFile(picked), setProblems([]), setCreated(null), false)}
          onRemove={() => setFile(null)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.drag')}</p>
        </Upload.Dragger>
        {created !== null && (
          <Alert
            type={problems.length ? 'warning' : 'success'}
            showIcon
            message={t('import.done', { created, refused: problems.length })}
          />
        )}
        {problems.length > 0 && (
          <>
            <Table<ImportProblem>
              size="small"
              rowKey={(p) => `${p.row}-${p.column}-${p.reason}`}
              dataSource={problems}
              pagination={false}
              scroll={{ y: 240 }}
              columns={[
                { key: 'row', title: t('import.row'), dataIndex: 'row', width: 70 },
                { key: 'column', title: t('import.column'), dataIndex: 'column', width: 120 },
                { key: 'reason', title: t('import.reason'), dataIndex: 'reason' },
              ]}
            />
            {created === null && (
              <Button
                type="link"
                icon={<DownloadOutlined />}
                loading={errors.isPending}
                onClick={() => errors.mutate()}
              >
                {t('import.errors')}
              </Button>
            )}
          </>
        )}
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={closeAsking}>{t('close')}</Button>
          <Button
            type="primary"
            disabled={!file || !chosen}
            loading={run.isPending}
            onClick={() => run.mutate()}
          >
            {t('import.run')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
};
