import type { DistributionPreview } from '@podium/contracts';
import { Alert, Button, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withEllipsis } from '../table-kit/ellipsis-columns.tsx';
import './review-outcomes.css';
import { tableScrollX } from '../table-kit/table-width.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';
import { ExpertsWithoutAccount } from './ExpertsWithoutAccount.tsx';

type Proposed = DistributionPreview['assignments'][number];
type Load = DistributionPreview['loads'][number];
type Short = DistributionPreview['unassigned'][number];

type Props = {
  preview: DistributionPreview | null;
  /** The server's refusal of the last apply (inputs changed), shown here and only here. */
  refusal: string | null;
  applying: boolean;
  previewing: boolean;
  onApply: () => void;
  onRepreview: () => void;
  onClose: () => void;
  /** Preview again, leaving out experts who cannot sign in (or not). */
  onSkipWithoutAccount: (skip: boolean) => void;
};

/** A small read-only table of the dialog: the kit's ellipsis and width rules, ten rows a page. */
const PreviewTable = <T extends object>(props: {
  rowKey: (row: T) => string;
  columns: ColumnsType<T>;
  rows: T[];
  testId: string;
}) => {
  const columns = useMemo(() => withEllipsis(props.columns), [props.columns]);
  return (
    <Table<T>
      data-testid={props.testId}
      size="small"
      rowKey={props.rowKey}
      columns={columns}
      dataSource={props.rows}
      scroll={{ x: tableScrollX(columns, false) }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small', showSizeChanger: false }}
    />
  );
};

/**
 * The dry run of the automatic distribution: what it would assign and why, each expert's load before and
 * after, the entries it cannot fill and why. Apply sends the preview's fingerprint; when the server finds
 * the inputs changed, its message shows here once with "preview again".
 */
export const DistributionPreviewDialog = (props: Props) => {
  const { preview, refusal } = props;
  const { t } = useTranslation('reviewOutcome');
  const { t: tCommon } = useTranslation('common');
  const punct = usePunctuation();
  // Narrow columns, team and school in one cell and reasons wrapping: the dialog fits a phone with little scrolling.
  const teamCell = (r: { teamName: string; schoolName: string }) => (
    <div className="distribution-preview-team">
      <span>{r.teamName}</span>
      <Typography.Text type="secondary">{r.schoolName || '—'}</Typography.Text>
    </div>
  );
  const proposedColumns: ColumnsType<Proposed> = useMemo(
    () => [
      { key: 'team', title: t('columns.team'), width: 130, render: (_: unknown, a) => teamCell(a) },
      {
        key: 'expertGroup',
        title: t('distribution.expertGroup'),
        width: 90,
        render: (_: unknown, a) => a.expertGroupName ?? '—',
      },
      { key: 'expert', title: t('columns.expert'), dataIndex: 'expertName', width: 80 },
      {
        key: 'reason',
        title: t('distribution.reason'),
        width: 110,
        render: (_: unknown, a) =>
          [
            a.reason.fieldMatch ? t('distribution.reasonField') : null,
            t('distribution.reasonLoad', { load: a.reason.load, cap: a.reason.cap }),
          ]
            .filter(Boolean)
            .join(' · '),
      },
    ],
    [t],
  );
  const loadColumns: ColumnsType<Load> = useMemo(
    () => [
      {
        key: 'expert',
        title: t('columns.expert'),
        width: 100,
        render: (_: unknown, l) =>
          l.hasAccount ? (
            l.expertName
          ) : (
            <span>
              {l.expertName} <Tag color="warning">{t('distribution.noAccountTag')}</Tag>
            </span>
          ),
      },
      { key: 'before', title: t('distribution.loadBefore'), dataIndex: 'before', width: 60 },
      {
        key: 'added',
        title: t('distribution.loadAdded'),
        width: 60,
        render: (_: unknown, l) => (l.added ? `+${l.added}` : '0'),
      },
      {
        key: 'after',
        title: t('distribution.loadAfter'),
        width: 90,
        render: (_: unknown, l) => `${l.before + l.added} / ${l.cap}`,
      },
    ],
    [t],
  );
  const shortColumns: ColumnsType<Short> = useMemo(
    () => [
      { key: 'team', title: t('columns.team'), width: 130, render: (_: unknown, s) => teamCell(s) },
      {
        key: 'missing',
        title: t('distribution.experts'),
        width: 80,
        render: (_: unknown, s) => (
          <Tag color="warning">{t('distribution.missing', { missing: s.missing })}</Tag>
        ),
      },
      {
        key: 'why',
        title: t('distribution.reason'),
        width: 150,
        render: (_: unknown, s) =>
          t(`distribution.unassignedReasons.${s.reason}`, {
            eligible: s.eligible,
            k: preview?.expertsPerEntry,
            cap: preview?.perExpertCap,
          }),
      },
    ],
    [t, preview],
  );
  // A refusal arrives while the user is at the footer (possibly far down on a phone): bring it into view.
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [refusal]);

  const nothing = !!preview && preview.assignments.length === 0 && preview.withdrawn.length === 0;
  return (
    <Modal
      open={!!preview}
      title={t('distribution.previewTitle')}
      width={880}
      onCancel={props.onClose}
      destroyOnHidden
      className="distribution-preview"
      footer={
        <Space wrap>
          <Button onClick={props.onClose}>{tCommon('cancel')}</Button>
          {refusal ? (
            <Button type="primary" loading={props.previewing} onClick={props.onRepreview}>
              {t('distribution.repreview')}
            </Button>
          ) : (
            <Button type="primary" disabled={nothing} loading={props.applying} onClick={props.onApply}>
              {t('distribution.apply')}
            </Button>
          )}
        </Space>
      }
    >
      {preview && (
        <div className="outcome-stack">
          {refusal && (
            <div ref={refusalRef}>
              <Alert
                type="warning"
                showIcon
                title={t('distribution.changedTitle')}
                description={refusal}
                action={
                  <Button size="small" loading={props.previewing} onClick={props.onRepreview}>
                    {t('distribution.repreview')}
                  </Button>
                }
              />
            </div>
          )}
          <ExpertsWithoutAccount
            preview={preview}
            busy={props.previewing}
            onSkipChange={props.onSkipWithoutAccount}
            onAccountCreated={props.onRepreview}
          />
          <Typography.Text type="secondary">
            {t('distribution.previewSummary', {
              k: preview.expertsPerEntry,
              cap: preview.perExpertCap,
              entries: preview.entries,
            })}
          </Typography.Text>
          <Typography.Title level={5}>
            {t('distribution.proposed', { count: preview.assignments.length })}
          </Typography.Title>
          {preview.assignments.length ? (
            <PreviewTable
              testId="preview-assignments"
              rowKey={(a) => `${a.entryId}/${a.expertId}`}
              columns={proposedColumns}
              rows={preview.assignments}
            />
          ) : (
            <Alert type="info" title={t('distribution.nothingToAdd')} />
          )}
          {preview.withdrawn.length > 0 && (
            <Alert
              type="info"
              title={t('distribution.withdrawn', { count: preview.withdrawn.length })}
              description={punct.semicolonList(
                preview.withdrawn.map((w) => `${w.teamName} · ${w.expertName}`),
              )}
            />
          )}
          {preview.unassigned.length > 0 && (
            <>
              <Typography.Title level={5}>
                {t('distribution.unassigned', { count: preview.unassigned.length })}
              </Typography.Title>
              <PreviewTable
                testId="preview-unassigned"
                rowKey={(s) => s.entryId}
                columns={shortColumns}
                rows={preview.unassigned}
              />
            </>
          )}
          <Typography.Title level={5}>{t('distribution.loads')}</Typography.Title>
          <PreviewTable
            testId="preview-loads"
            rowKey={(l) => l.expertId}
            columns={loadColumns}
            rows={preview.loads}
          />
        </div>
      )}
    </Modal>
  );
};
