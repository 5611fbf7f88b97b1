import { Button, Card, Empty, List, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InfoFormRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { centerApi, centerKeys, formatTime, useCenterMutation } from '../center-api.ts';
import { InfoFormEditor } from './InfoFormEditor.tsx';
import { SubmissionsDrawer } from './SubmissionsDrawer.tsx';

/** On /competition/details: information forms of the competition, their submissions and export. */
export const InfoFormsDeskCard = ({ competitionId }: { competitionId: string }) => {
  const { t } = useTranslation('center');
  const [editing, setEditing] = useState<InfoFormRow | null | undefined>(undefined);
  const [viewing, setViewing] = useState<InfoFormRow | null>(null);
  const list = useQuery({
    queryKey: centerKeys.deskForms(competitionId),
    queryFn: () => centerApi.deskForms(competitionId),
    enabled: Boolean(competitionId),
  });
  const remove = useCenterMutation(centerApi.removeForm, t('common.saved'));
  return (
    <Card
      variant="borderless"
      title={t('desk.formsTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('desk.formAdd')}
        </Button>
      }
      style={{ marginTop: 16 }}
    >
      {list.data && list.data.length === 0 ? (
        <Empty description={t('desk.formsEmpty')} />
      ) : (
        <List
          loading={list.isLoading}
          dataSource={list.data ?? []}
          renderItem={(form) => (
            <List.Item
              actions={[
                <a key="subs" onClick={() => setViewing(form)}>
                  {t('desk.submissions')}
                </a>,
                <a key="edit" onClick={() => setEditing(form)}>
                  {t('common.edit')}
                </a>,
                <Popconfirm
                  key="remove"
                  title={t('common.removeConfirm')}
                  onConfirm={() => remove.mutate(form.formId)}
                >
                  <a>{t('common.remove')}</a>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    {form.title}
                    <Tag bordered={false} color={form.open ? 'green' : 'default'}>
                      {form.open ? t('desk.open') : t('desk.closed')}
                    </Tag>
                  </Space>
                }
                description={
                  <Space wrap size={[16, 4]}>
                    <span>{t('info.deadline', { date: formatTime(form.deadline) })}</span>
                    <span>{t('desk.submissionCount', { count: form.submissionCount })}</span>
                    <span>{form.fields.map((f) => f.label).join(' · ')}</span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      {editing !== undefined && (
        <InfoFormEditor competitionId={competitionId} form={editing} onClose={() => setEditing(undefined)} />
      )}
      {viewing && <SubmissionsDrawer form={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
};
