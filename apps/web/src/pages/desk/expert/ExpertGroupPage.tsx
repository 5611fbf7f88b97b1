import type { ExpertGroupRow } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeApi, outcomeKeys } from '../../../features/review-outcomes/outcome-api.ts';
import { StagePicker } from '../../../features/review/StagePicker.tsx';
import { useStagePicker } from '../../../features/review/useStagePicker.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { FormDialog } from '../../../features/form-dialog/FormDialog.tsx';

type GroupForm = { name: string; expertIds: string[]; captainExpertId: string };

/**
 * Adds or edits one group: its name, members from the library, and a captain among them. A FormDialog:
 * closing it with unsaved changes asks first.
 */
const GroupDialog = ({
  stageId,
  group,
  open,
  onClose,
}: {
  stageId: string;
  group: ExpertGroupRow | null;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('reviewOutcome');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<GroupForm>();
  const members = Form.useWatch('expertIds', form) ?? [];
  const experts = useQuery({
    queryKey: outcomeKeys.expertOptions,
    queryFn: outcomeApi.expertOptions,
    enabled: open,
  });
  const names = new Map((experts.data ?? []).map((e) => [e.expertId, e.name]));
  const save = useMutation({
    mutationFn: (v: GroupForm) =>
      outcomeApi.saveGroup({ stageId, ...(group ? { expertGroupId: group.expertGroupId } : {}), ...v }),
    onSuccess: async () => {
      message.success(t('group.saved'));
      onClose();
      await client.invalidateQueries({ queryKey: outcomeKeys.all });
    },
  });
  return (
    <FormDialog<GroupForm>
      open={open}
      recordKey={group?.expertGroupId ?? null}
      title={t('group.title')}
      form={form}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      initialValues={
        group
          ? {
              name: group.name,
              expertIds: group.members.map((m) => m.expertId),
              captainExpertId: group.captainExpertId ?? undefined,
            }
          : { expertIds: [] }
      }
    >
      <Form.Item name="name" label={t('group.name')} rules={[{ required: true, max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="expertIds" label={t('group.members')} rules={[{ required: true }]}>
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          loading={experts.isFetching}
          options={(experts.data ?? []).map((e) => ({ value: e.expertId, label: e.name }))}
        />
      </Form.Item>
      <Form.Item name="captainExpertId" label={t('group.captain')} rules={[{ required: true }]}>
        <Select options={members.map((id) => ({ value: id, label: names.get(id) ?? id }))} />
      </Form.Item>
    </FormDialog>
  );
};

/** expert/group: the expert groups of a stage, their members and captain. */
export const ExpertGroupPage = () => {
  const { t } = useTranslation('reviewOutcome');
  const stage = useStagePicker();
  const stageId = stage.value;
  const [editing, setEditing] = useState<{ group: ExpertGroupRow | null } | null>(null);
  const groups = useListQuery({
    queryKey: outcomeKeys.groups(stageId ?? ''),
    queryFn: () => outcomeApi.groups(stageId!),
    enabled: !!stageId,
  });
  const columns: ColumnsType<ExpertGroupRow> = useMemo(
    () => [
      { key: 'name', title: t('group.name'), dataIndex: 'name', width: 160 },
      {
        key: 'captain',
        title: t('group.captain'),
        width: 120,
        render: (_: unknown, g) => g.members.find((m) => m.expertId === g.captainExpertId)?.name ?? '—',
      },
      {
        key: 'members',
        title: t('group.members'),
        width: 420,
        render: (_: unknown, g) => (
          <Space size={[4, 4]} wrap>
            {g.members.map((m) => (
              <Tag key={m.expertId} color={m.expertId === g.captainExpertId ? 'gold' : undefined}>
                {m.name}
              </Tag>
            ))}
          </Space>
        ),
      },
      {
        key: 'actions',
        title: '',
        width: 90,
        fixed: 'right',
        render: (_: unknown, g) => (
          <Button type="link" size="small" onClick={() => setEditing({ group: g })}>
            {t('group.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <ListPage search={<StagePicker {...stage} />}>
      <ListTable<ExpertGroupRow>
        storageKey="expert-groups"
        rowKey="expertGroupId"
        columns={columns}
        rows={groups.data}
        loading={groups.isFetching}
        toolbar={
          <Button type="primary" disabled={!stageId} onClick={() => setEditing({ group: null })}>
            {t('group.add')}
          </Button>
        }
      />
      {stageId && (
        <GroupDialog
          stageId={stageId}
          group={editing?.group ?? null}
          open={!!editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
};
