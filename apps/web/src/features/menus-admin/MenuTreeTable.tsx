import type { MenuAdminNode } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../layouts/desk/menu-icons.tsx';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { useLanguage } from '../preferences/useLanguage.ts';
import { ActionLink, DeleteAction, EditAction, RowActions } from '../table-kit/RowActions.tsx';
import { TreeTable } from '../table-kit/TreeTable.tsx';
import { deleteMenus, fetchMenuTree, menuAdminKeys } from './menu-admin-api.ts';
import { MenuFormModal, type MenuModalState } from './MenuFormModal.tsx';
import { useListQuery } from '../table-kit/list-query.ts';

const TYPE_COLOURS = { 1: 'blue', 2: 'green', 4: 'cyan' } as const;

/** The menu tree as an expandable table with add-child, edit and delete. */
export const MenuTreeTable = () => {
  const { t } = useTranslation('sysAccess');
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const tree = useListQuery({ queryKey: menuAdminKeys.tree, queryFn: fetchMenuTree });
  const [modal, setModal] = useState<MenuModalState>({ open: false, menu: null, parentId: null });
  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteMenus(ids),
    onSuccess: () => (
      void getMessage().success(t('common.deleted')),
      queryClient.invalidateQueries({ queryKey: menuAdminKeys.all })
    ),
  });
  const data = tree.data ?? [];
  const name = (m: MenuAdminNode) => (language === 'en' && m.menuNameEn ? m.menuNameEn : m.menuName);

  const columns: ColumnsType<MenuAdminNode> = [
    {
      key: 'menuName',
      title: t('menu.menuName'),
      render: (_, m) => (
        <Space>
          {menuIcon(m.icon, true)}
          {name(m)}
        </Space>
      ),
    },
    {
      key: 'menuType',
      title: t('menu.menuType'),
      dataIndex: 'menuType',
      render: (v: 1 | 2 | 4) => <Tag color={TYPE_COLOURS[v]}>{t(`menu.type${v}`)}</Tag>,
    },
    { key: 'path', title: t('menu.path'), dataIndex: 'path' },
    {
      key: 'component',
      title: t('menu.component'),
      dataIndex: 'component',
      render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : null),
    },
    { key: 'permission', title: t('menu.permission'), dataIndex: 'permission' },
    {
      key: 'visible',
      title: t('menu.visible'),
      dataIndex: 'visible',
      render: (v: number) =>
        v === 1 ? <Tag color="green">{t('menu.shown')}</Tag> : <Tag>{t('menu.hidden')}</Tag>,
    },
    { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', align: 'right' },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_, m) => (
        <RowActions>
          {m.menuType === 1 && (
            <ActionLink
              permission={['system:menu:add']}
              onClick={() => setModal({ open: true, menu: null, parentId: m.menuId })}
            >
              {t('menu.addChild')}
            </ActionLink>
          )}
          <EditAction
            permission={['system:menu:edit']}
            onClick={() => setModal({ open: true, menu: m, parentId: m.parentId })}
          />
          <DeleteAction
            permission={['system:menu:remove']}
            title={t('common.deleteConfirm', { name: name(m) })}
            onConfirm={() => remove.mutate([m.menuId])}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <TreeTable<MenuAdminNode>
        storageKey="system-menu"
        rows={data}
        rowKey="menuId"
        columns={columns}
        loading={tree.isFetching}
        addPermission={['system:menu:add']}
        onAdd={() => setModal({ open: true, menu: null, parentId: null })}
        size="middle"
      />
      <MenuFormModal
        state={modal}
        tree={data}
        onClose={() => setModal({ open: false, menu: null, parentId: null })}
      />
    </>
  );
};
