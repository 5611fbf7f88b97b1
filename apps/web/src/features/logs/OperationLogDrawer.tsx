import type { OperationLogRow } from '@podium/contracts';
import { Descriptions, Drawer, Empty, Space, Switch, Table, Tag, Typography } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffChange, type DiffRow } from './change-diff.ts';
import { useLogLabels } from './useLogLabels.ts';

const Json = ({ text }: { text: string }) => <pre className="sys-json">{text}</pre>;

/** One operation with its request facts and a field-by-field before/after comparison. */
export const OperationLogDrawer = ({
  row,
  onClose,
}: {
  row: OperationLogRow | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sysAccess');
  const labels = useLogLabels();
  const [onlyChanged, setOnlyChanged] = useState(true);
  const diff = useMemo(() => (row ? diffChange(row.before, row.after) : []), [row]);
  const shown = onlyChanged ? diff.filter((d) => d.changed) : diff;

  return (
    <Drawer open={row !== null} onClose={onClose} title={t('log.detailTitle')} size="large" destroyOnHidden>
      {row && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('log.time')}>
              {formatBeijing(row.createdAt, 'YYYY-MM-DD HH:mm:ss')}
            </Descriptions.Item>
            <Descriptions.Item label={t('log.result')}>
              {row.success ? (
                <Tag color="green">{t('log.success')}</Tag>
              ) : (
                <Tag color="red">{t('log.failure')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('log.username')}>{row.username}</Descriptions.Item>
            <Descriptions.Item label={t('common.group')}>{row.groupName}</Descriptions.Item>
            <Descriptions.Item label={t('log.module')}>{labels.module(row.module)}</Descriptions.Item>
            <Descriptions.Item label={t('log.action')}>{labels.action(row.action)}</Descriptions.Item>
            <Descriptions.Item label={t('log.target')} span={2}>
              {row.target}
            </Descriptions.Item>
            <Descriptions.Item label={t('log.request')} span={2}>
              <Typography.Text code>
                {row.method} {row.path}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('log.ip')}>{row.ip}</Descriptions.Item>
            <Descriptions.Item label={t('log.duration')}>{row.durationMs} ms</Descriptions.Item>
            <Descriptions.Item label={t('log.userAgent')} span={2}>
              {row.userAgent}
            </Descriptions.Item>
            {!row.success && (
              <Descriptions.Item label={t('log.error')} span={2}>
                <Typography.Text type="danger">{row.errorMsg}</Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <div className="sys-toolbar">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('log.change')}
              </Typography.Title>
              <Space>
                {t('log.onlyChanged')}
                <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} />
              </Space>
            </div>
            {diff.length === 0 ? (
              <Empty description={t('log.noChange')} />
            ) : (
              <Table<DiffRow>
                rowKey="field"
                size="small"
                pagination={false}
                dataSource={shown}
                rowClassName={(d) => (d.changed ? 'sys-diff-changed' : '')}
                columns={[
                  {
                    key: 'field',
                    title: t('log.field'),
                    dataIndex: 'field',
                    width: 140,
                    render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
                  },
                  {
                    key: 'before',
                    title: t('log.before'),
                    dataIndex: 'before',
                    render: (v: string) => <Json text={v} />,
                  },
                  {
                    key: 'after',
                    title: t('log.after'),
                    dataIndex: 'after',
                    render: (v: string) => <Json text={v} />,
                  },
                ]}
              />
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
};
