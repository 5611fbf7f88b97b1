import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportCheckResult, ImportProblem } from '@podium/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Progress,
  Result,
  Space,
  Steps,
  Switch,
  Table,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImport, downloadImportErrors, downloadTemplate, runImport, userKeys } from './user-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

/** Options the user import offers (update existing users, the new users' initial password). */
export type ImportOptions = { updateExisting: boolean; initialPassword?: string };
export type ImportOutcome =
  | { ok: false; problems: ImportProblem[] }
  | { ok: true; created: number; updated?: number; initialPassword?: string | null };
type OnProgress = (percent: number) => void;

/**
 * What one kind of import plugs into the wizard: its calls, the i18n namespace of its `import.*` texts, and
 * whether it has the account options of the user import. Uploads may report progress (shown under the file).
 */
export type ImportAdapter = {
  ns: 'sysUser' | 'experts';
  template: () => Promise<unknown>;
  check: (file: File, options: ImportOptions, onProgress: OnProgress) => Promise<ImportCheckResult>;
  errors: (file: File, options: ImportOptions) => Promise<unknown>;
  run: (file: File, options: ImportOptions, onProgress: OnProgress) => Promise<ImportOutcome>;
  onImported: (queryClient: QueryClient) => void;
  accountOptions: boolean;
};

/** The user import (desk system/user). */
export const userImport: ImportAdapter = {
  ns: 'sysUser',
  template: downloadTemplate,
  check: (file, o) => checkImport(file, o.updateExisting),
  errors: (file, o) => downloadImportErrors(file, o.updateExisting),
  run: async (file, o) => {
    const outcome = await runImport(file, o.updateExisting, o.initialPassword);
    return outcome.ok ? { ok: true, ...outcome.result } : { ok: false, problems: outcome.failure.problems };
  },
  onImported: (queryClient) => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  accountOptions: true,
};

const ProblemTable = ({ problems, ns }: { problems: ImportProblem[]; ns: ImportAdapter['ns'] }) => {
  const { t } = useTranslation(ns);
  return (
    <Table<ImportProblem>
      size="small"
      rowKey={(p) => `${p.row}:${p.column}:${p.reason}`}
      dataSource={problems}
      pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
      columns={[
        { key: 'row', title: t('import.row'), dataIndex: 'row', width: 80 },
        { key: 'column', title: t('import.column'), dataIndex: 'column', width: 140 },
        { key: 'reason', title: t('import.reason'), dataIndex: 'reason' },
      ]}
    />
  );
};

/**
 * The three-step import (spec §7): download the template, upload and check (nothing written), import in one
 * transaction. Problems come as a table and as a workbook with the bad rows marked. The user import by
 * default; the expert library plugs its own calls in (`adapter`).
 */
export const ImportWizard = ({
  open,
  onClose,
  adapter = userImport,
}: {
  open: boolean;
  onClose: () => void;
  adapter?: ImportAdapter;
}) => {
  const { ns } = adapter;
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState<ImportCheckResult | null>(null);
  const [failed, setFailed] = useState<ImportProblem[] | null>(null);
  const [result, setResult] = useState<Extract<ImportOutcome, { ok: true }> | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const clear = () => {
    setStep(0);
    setFile(null);
    setChecked(null);
    setFailed(null);
    setResult(null);
    setPassword('');
  };
  const close = () => (clear(), onClose());
  // A file picked or a password typed and not yet imported: closing (Escape, ×) asks first. Once imported
  // there is nothing to lose and the result closes at once.
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(undefined, close, open);

  const options = (): ImportOptions => ({ updateExisting, initialPassword: password || undefined });
  const template = useMutation({ mutationFn: adapter.template });
  const errors = useMutation({ mutationFn: () => adapter.errors(file!, options()) });
  const check = useMutation({
    mutationFn: () => adapter.check(file!, options(), setPercent),
    onSuccess: setChecked,
    onSettled: () => setPercent(null),
  });
  const run = useMutation({
    mutationFn: () => adapter.run(file!, options(), setPercent),
    onSuccess: (outcome) => {
      if (!outcome.ok) return setFailed(outcome.problems);
      resetChanges();
      setResult(outcome);
      setStep(3);
      adapter.onImported(queryClient);
    },
    onSettled: () => setPercent(null),
  });
  const progress = percent !== null && (
    <div>
      <Progress percent={percent} status="active" />
      <span>{percent < 100 ? t('import.uploading', { percent }) : t('import.processing')}</span>
    </div>
  );

  const reset = () => {
    resetChanges();
    clear();
  };
  const changeFile = (next: File | null) => (noteChange(), setFile(next), setChecked(null), setFailed(null));
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
      onCancel={closeAsking}
      footer={null}
      width={820}
      destroyOnHidden
      maskClosable={false}
    >
      <Steps
        size="small"
        current={step}
        style={{ margin: '8px 0 24px' }}
        items={[
          { title: t('import.steps.template') },
          { title: t('import.steps.upload') },
          { title: t('import.steps.import') },
          { title: t('import.steps.done') },
        ]}
      />
      {step === 0 && (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon message={t('import.templateHint')} />
          <Space>
            <Button
              icon={<DownloadOutlined />}
              loading={template.isPending}
              onClick={() => template.mutate()}
            >
              {t('import.downloadTemplate')}
            </Button>
            <Button type="primary" onClick={() => setStep(1)}>
              {t('import.next')}
            </Button>
          </Space>
        </Flex>
      )}
      {step === 1 && (
        <Flex vertical gap={16}>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => (changeFile(picked), false)}
            onRemove={() => changeFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('import.drag')}</p>
            <p className="ant-upload-hint">{t('import.dragHint')}</p>
          </Upload.Dragger>
          {adapter.accountOptions && (
            <Space wrap>
              <Switch checked={updateExisting} onChange={(on) => (setUpdateExisting(on), setChecked(null))} />
              <span>{t('import.updateExisting')}</span>
            </Space>
          )}
          {progress}
          {checked && (
            <>
              <Alert
                type={checked.problems.length ? 'error' : 'success'}
                showIcon
                message={t('import.summary', {
                  total: checked.total,
                  valid: checked.valid,
                  existing: checked.existing,
                  problems: checked.problems.length,
                })}
                description={checked.problems.length ? errorLink : t('import.allGood')}
              />
              {checked.problems.length > 0 && <ProblemTable ns={ns} problems={checked.problems} />}
            </>
          )}
          <Space>
            <Button onClick={() => setStep(0)}>{t('import.back')}</Button>
            <Button disabled={!file} loading={check.isPending} onClick={() => check.mutate()}>
              {check.isPending ? t('import.checking') : t('import.check')}
            </Button>
            <Button
              type="primary"
              disabled={!checked || checked.problems.length > 0 || checked.total === 0}
              onClick={() => setStep(2)}
            >
              {t('import.next')}
            </Button>
          </Space>
        </Flex>
      )}
      {step === 2 && (
        <Flex vertical gap={16}>
          {adapter.accountOptions && (
            <Form name="import-wizard" layout="vertical">
              <Form.Item label={t('import.initialPassword')} extra={t('import.initialPasswordHint')}>
                <Input.Password
                  value={password}
                  onChange={(e) => (noteChange(), setPassword(e.target.value))}
                  maxLength={64}
                  autoComplete="new-password"
                  style={{ maxWidth: 320 }}
                />
              </Form.Item>
              <Form.Item>
                <Space>
                  <Switch checked={updateExisting} onChange={setUpdateExisting} />
                  <span>{t('import.updateExisting')}</span>
                </Space>
              </Form.Item>
            </Form>
          )}
          {!adapter.accountOptions && <Alert type="info" showIcon message={t('import.allGood')} />}
          {progress}
          {failed && (
            <>
              <Alert
                type="error"
                showIcon
                message={t('import.failed', { count: failed.length })}
                description={errorLink}
              />
              <ProblemTable ns={ns} problems={failed} />
            </>
          )}
          <Space>
            <Button onClick={() => setStep(1)}>{t('import.back')}</Button>
            <Button type="primary" loading={run.isPending} onClick={() => run.mutate()}>
              {t('import.run')}
            </Button>
          </Space>
        </Flex>
      )}
      {step === 3 && result && (
        <Result
          status="success"
          title={t('import.done', { created: result.created, updated: result.updated ?? 0 })}
          subTitle={
            result.initialPassword ? (
              <Space direction="vertical">
                <span>{t('import.generatedPassword')}</span>
                <Typography.Text code copyable style={{ fontSize: 18 }}>
                  {result.initialPassword}
                </Typography.Text>
              </Space>
            ) : undefined
          }
          extra={[
            <Button key="again" onClick={reset}>
              {t('import.again')}
            </Button>,
            <Button key="close" type="primary" onClick={close}>
              {t('import.close')}
            </Button>,
          ]}
        />
      )}
    </Modal>
  );
};
