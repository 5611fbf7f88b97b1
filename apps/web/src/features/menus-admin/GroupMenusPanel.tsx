import type { MenuAdminNode } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage, getModal } from '../feedback/feedback-bridge.ts';
import { usePermission } from '../permission/usePermission.ts';
import { useLanguage } from '../preferences/useLanguage.ts';
import { allKeys, leafKeys } from '../roles/tree-keys.ts';
import { GroupSelect } from '../table-kit/GroupSelect.tsx';
import { fetchGroupMenus, fetchMenuTree, menuAdminKeys, saveGroupMenus } from './menu-admin-api.ts';

/** Which menus an organisation may use, picked from what its superior may use. */
export const GroupMenusPanel = () => {
  const { t } = useTranslation('sysAccess');
  const [language] = useLanguage();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [groupId, setGroupId] = useState<string>();
  // Ticks made since the group was chosen; null shows what the group has now.
  const [draft, setChecked] = useState<string[] | null>(null);
  const tree = useQuery({ queryKey: menuAdminKeys.tree, queryFn: fetchMenuTree });
  const current = useQuery({
    queryKey: menuAdminKeys.group(groupId ?? ''),
    queryFn: () => fetchGroupMenus(groupId!),
    enabled: Boolean(groupId),
  });
  const checked = draft ?? current.data?.menuIds ?? [];
  const chooseGroup = (id: string) => {
    setGroupId(id);
    setChecked(null);
  };

  const available = useMemo(() => new Set(current.data?.availableIds ?? []), [current.data]);
  const leaves = useMemo(() => new Set(leafKeys(tree.data ?? [], (n) => n.menuId)), [tree.data]);
  const treeData = useMemo(() => {
    const build = (nodes: MenuAdminNode[]): DataNode[] =>
      nodes.map((n) => ({
        key: n.menuId,
        title: language === 'en' && n.menuNameEn ? n.menuNameEn : n.menuName,
        disableCheckbox: !available.has(n.menuId) && n.children.length === 0,
        children: n.children.length ? build(n.children) : undefined,
      }));
    return build(tree.data ?? []);
  }, [tree.data, available, language]);

  const save = useMutation({
    mutationFn: (menuIds: string[]) => saveGroupMenus({ groupId: groupId!, menuIds }),
    onSuccess: () => {
      void getMessage().success(t('common.saved'));
      setChecked(null);
      void queryClient.invalidateQueries({ queryKey: menuAdminKeys.all });
    },
  });
  const submit = () => {
    // Directories are kept when the group had them or when one of their pages is ticked.
    const ticked = new Set(checked);
    const withParents = (nodes: MenuAdminNode[]): string[] =>
      nodes.flatMap((n) => {
        const below = withParents(n.children);
        const keep = leaves.has(n.menuId) ? ticked.has(n.menuId) : below.length > 0 || ticked.has(n.menuId);
        return keep && available.has(n.menuId) ? [n.menuId, ...below] : below;
      });
    getModal().confirm({
      title: t('common.save'),
      content: t('menu.groupSaveConfirm'),
      onOk: () => save.mutate(withParents(tree.data ?? [])),
    });
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('menu.groupHint')} />
      <Space wrap>
        <GroupSelect value={groupId} onChange={chooseGroup} />
        <Button
          onClick={() =>
            setChecked(allKeys(tree.data ?? [], (n) => n.menuId).filter((k) => available.has(k)))
          }
          disabled={!groupId}
        >
          {t('common.all')}
        </Button>
        {can(['system:menu:edit']) && (
          <Button type="primary" onClick={submit} disabled={!groupId} loading={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </Space>
      {!groupId ? (
        <Empty description={t('menu.pickGroup')} />
      ) : current.isLoading || tree.isLoading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={checked.filter((k) => leaves.has(k))}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
    </Space>
  );
};
