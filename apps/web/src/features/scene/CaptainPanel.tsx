import type { CaptainProgress } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { sceneApi, sceneKeys } from './scene-api.ts';

type Cell = CaptainProgress['cells'][number];

/** Returning one submitted score with a note the expert will read (a half-written note is kept until asked). */
const ReturnButton = ({ cell, groupId }: { cell: Cell; groupId: string }) => {
  const { t } = useTranslation('scene');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const send = useMutation({
    mutationFn: (note: string) => sceneApi.returnScore(cell.assignmentId, note),
    onSuccess: async () => {
      void message.success(t('captain.returned'));
      await client.invalidateQueries({ queryKey: sceneKeys.captain(groupId) });
    },
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('captain.return')}
      </Button>
      <FormDialog<{ note: string }>
        open={open}
        recordKey={cell.assignmentId}
        title={t('captain.return')}
        onClose={() => setOpen(false)}
        onSubmit={(v) => send.mutateAsync(v.note)}
      >
        <Form.Item
          name="note"
          label={t('captain.returnNote')}
          rules={[{ required: true, whitespace: true, max: 500 }]}
        >
          <Input.TextArea rows={3} placeholder={t('captain.returnNotePlaceholder')} />
        </Form.Item>
      </FormDialog>
    </>
  );
};

/** One captained group: progress per expert (with reminders) and the submitted scores to return. */
const GroupPanel = ({ groupId }: { groupId: string }) => {
  const { t } = useTranslation('scene');
  const { message } = App.useApp();
  const progress = useQuery({
    queryKey: sceneKeys.captain(groupId),
    queryFn: () => sceneApi.captainProgress(groupId),
    // Other experts score from their own devices: follow them while the panel is open or looked at again.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
  const remind = useMutation({
    mutationFn: (expertIds?: string[]) => sceneApi.remind(groupId, expertIds),
    onSuccess: (r) => void message.success(t('captain.reminded', { count: r.reminded })),
  });
  const data = progress.data;
  if (!data) return <Card size="small" loading />;
  const entryTitle = new Map(data.entries.map((e) => [e.entryId, e.title]));
  const expertName = new Map(data.experts.map((e) => [e.expertId, e.name]));
  const submitted = data.cells.filter((c) => c.status === 'submitted' || c.returnNote);
  return (
    <Card
      size="small"
      title={`${t('captain.title')} · ${data.groupName}`}
      extra={
        <Button size="small" onClick={() => remind.mutate(undefined)} loading={remind.isPending}>
          {t('captain.remind')}
        </Button>
      }
    >
      <Table
        size="small"
        rowKey="expertId"
        pagination={false}
        dataSource={data.experts}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('captain.expert'), dataIndex: 'name' },
          {
            key: 'progress',
            title: t('captain.progress'),
            render: (_, e) => (
              <Progress
                style={{ minWidth: 140 }}
                percent={Math.round((100 * e.done) / Math.max(1, e.assigned))}
                format={() => `${e.done}/${e.assigned}`}
              />
            ),
          },
          {
            key: 'remind',
            render: (_, e) =>
              !e.hasAccount ? (
                <Typography.Text type="secondary">{t('captain.noAccount')}</Typography.Text>
              ) : e.done < e.assigned && data.open ? (
                <Button size="small" type="link" onClick={() => remind.mutate([e.expertId])}>
                  {t('captain.remindOne')}
                </Button>
              ) : null,
          },
        ]}
      />
      {submitted.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('captain.submitted')}
          </Typography.Title>
          <Table<Cell>
            size="small"
            rowKey="assignmentId"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={submitted}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'entry', title: t('captain.entry'), render: (_, c) => entryTitle.get(c.entryId) },
              { key: 'expert', title: t('captain.expert'), render: (_, c) => expertName.get(c.expertId) },
              { key: 'total', title: t('captain.total'), dataIndex: 'total' },
              {
                key: 'action',
                render: (_, c) =>
                  c.returnNote ? (
                    <Tag color="gold">{t('captain.pending', { note: c.returnNote })}</Tag>
                  ) : data.open ? (
                    <ReturnButton cell={c} groupId={groupId} />
                  ) : null,
              },
            ]}
          />
        </>
      )}
    </Card>
  );
};

/** Shown on the scoring page to an expert who captains a group of this stage. */
export const CaptainPanel = ({ stageId }: { stageId: string }) => {
  const flag = useQuery({
    queryKey: sceneKeys.captainFlag(stageId),
    queryFn: () => sceneApi.captainFlag(stageId),
  });
  if (!flag.data?.captain) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {flag.data.expertGroupIds.map((id) => (
        <GroupPanel key={id} groupId={id} />
      ))}
    </Space>
  );
};
