import { PlusOutlined } from '@ant-design/icons';
import { GROUP_TYPES, type GroupRow } from '@podium/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupFormDrawer, type GroupFormTarget } from '../../../features/organization/GroupFormDrawer.tsx';
import { GroupMoveModal } from '../../../features/organization/GroupMoveModal.tsx';
import { GroupTreeTable } from '../../../features/organization/GroupTreeTable.tsx';
import { allGroupIds, toTableRows } from '../../../features/organization/group-tree.ts';
import { groupApi, orgKeys } from '../../../features/organization/organization-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { useOrgMutation } from '../../../features/organization/useOrgMutation.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/organization/organization.css';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'type', 'status'] as const;

/** system/group: the organisation tree within reach — add, edit, move, delete. */
export const GroupPage = () => {
  const { t } = useTranslation('organization');
  const { filters, setFilters } = useListParams(FILTERS);
  const tree = useListQuery({ queryKey: orgKeys.tree(filters), queryFn: () => groupApi.tree(filters) });
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  // Everything starts expanded; remember what the user folded (so new data keeps that choice).
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const allIds = useMemo(() => allGroupIds(nodes), [nodes]);
  const expanded = allIds.filter((id) => !collapsed.includes(id));
  const [formTarget, setFormTarget] = useState<GroupFormTarget | null>(null);
  const [moving, setMoving] = useState<GroupRow | null>(null);
  const remove = useOrgMutation((groupId: string) => groupApi.remove(groupId), 'deleted');

  const onAddChild = useCallback(
    (group: GroupRow) => setFormTarget({ mode: 'add', parentId: group.groupId }),
    [],
  );
  const onEdit = useCallback((group: GroupRow) => setFormTarget({ mode: 'edit', group }), []);
  const onDelete = useCallback((group: GroupRow) => remove.mutate(group.groupId), [remove]);

  return (
    <ListPage
      search={
        <SearchBar values={filters} onSearch={(v) => setFilters(v)}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input placeholder={t('common.keywordPlaceholder')} allowClear />
          </Form.Item>
          <Form.Item name="type" label={t('group.type')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={GROUP_TYPES.map((type) => ({ value: type, label: t(`groupType.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={[
                { value: '1', label: t('common.enabled') },
                { value: '0', label: t('common.disabled') },
              ]}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <GroupTreeTable
        rows={toTableRows(nodes)}
        loading={tree.isLoading}
        expandedKeys={expanded}
        onExpandedChange={(keys) => setCollapsed(allIds.filter((id) => !keys.includes(id)))}
        onAddChild={onAddChild}
        onEdit={onEdit}
        onMove={setMoving}
        onDelete={onDelete}
        toolbar={
          <>
            <Permission list={['system:group:add']}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setFormTarget({ mode: 'add', parentId: nodes[0]?.groupId })}
              >
                {t('common.add')}
              </Button>
            </Permission>
            <Button onClick={() => setCollapsed([])}>{t('group.expandAll')}</Button>
            <Button onClick={() => setCollapsed(allIds)}>{t('group.collapseAll')}</Button>
          </>
        }
      />
      <GroupFormDrawer target={formTarget} tree={nodes} onClose={() => setFormTarget(null)} />
      <GroupMoveModal group={moving} tree={nodes} onClose={() => setMoving(null)} />
    </ListPage>
  );
};
