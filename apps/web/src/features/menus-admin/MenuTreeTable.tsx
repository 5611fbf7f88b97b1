import type { MenuAdminNode } from '@podium/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../layouts/desk/menu-icons.tsx';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { Permission } from '../permission/Permission.tsx';
import { useLanguage } from '../preferences/useLanguage.ts';
import { allKeys } from '../roles/tree-keys.ts';
import { useColumnSettings } from '../table-kit/ColumnSettings.tsx';
import { deleteMenus, fetchMenuTree, menuAdminKeys } from './menu-admin-api.ts';
import { MenuFormModal, type MenuModalState } from './MenuFormModal.tsx';

const TYPE_COLOURS = { 1: 'blue', 2: 'green', 4: 'cyan' } as const;
/** antd shows an expander for any `children` array; leaves get none. */
const withoutEmptyChildren = (nodes: MenuAdminNode[]): MenuAdminNode[] =>
  nodes.map((n) => ({ ...n, children: n.children.length ? withoutEmptyChildren(n.children) : (undefined as unknown as MenuAdminNode[]) }));

/** The menu tree as an expandable table with add-child, edit and delete. */
export const MenuTreeTable = () => {
  const { t } = useTranslation('sysAccess');
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: menuAdminKeys.tree, queryFn: fetchMenuTree });
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [modal, setModal] = useState<MenuModalState>({ open: false, menu: null, parentId: null });
  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteMenus(ids),
    onSuccess: () => (void getMessage().success(t('common.deleted')), queryClient.invalidateQueries({ queryKey: menuAdminKeys.all })),
  });
  const data = tree.data ?? [];
  const name = (m: MenuAdminNode) => (language === 'en' && m.menuNameEn ? m.menuNameEn : m.menuName);

  const columns: ColumnsType<MenuAdminNode> = [
    { key: 'menuName', title: t('menu.menuName'), render: (_, m) => <Space>{menuIcon(m.icon, true)}{name(m)}</Space> },
    { key: 'menuType', title: t('menu.menuType'), dataIndex: 'menuType', render: (v: 1 | 2 | 4) => <Tag color={TYPE_COLOURS[v]}>{t(`menu.type${v}`)}</Tag> },
    { key: 'path', title: t('menu.path'), dataIndex: 'path' },
    { key: 'component', title: t('menu.component'), dataIndex: 'component', render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : null) },
    { key: 'permission', title: t('menu.permission'), dataIndex: 'permission' },
    { key: 'visible', title: t('menu.visible'), dataIndex: 'visible', render: (v: number) => (v === 1 ? <Tag color="green">{t('menu.shown')}</Tag> : <Tag>{t('menu.hidden')}</Tag>) },
    { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', align: 'right' },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_, m) => (
        <Space size={0}>
          {m.menuType === 1 && (
            <Permission list={['system:menu:add']}>
              <Button type="link" size="small" onClick={() => setModal({ open: true, menu: null, parentId: m.menuId })}>
                {t('menu.addChild')}
              </Button>
            </Permission>
          )}
          <Permission list={['system:menu:edit']}>
            <Button type="link" size="small" onClick={() => setModal({ open: true, menu: m, parentId: m.parentId })}>
              {t('common.edit')}
            </Button>
          </Permission>
          <Permission list={['system:menu:remove']}>
            <Popconfirm title={t('common.deleteConfirm', { name: name(m) })} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate([m.menuId])}>
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];
  const settings = useColumnSettings('system-menu', columns);

  return (
    <>
      <div className="sys-toolbar">
        <Space wrap>
          <Permission list={['system:menu:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, menu: null, parentId: null })}>
              {t('common.add')}
            </Button>
          </Permission>
          <Button onClick={() => setExpanded(allKeys(data, (n) => n.menuId))}>{t('common.expandAll')}</Button>
          <Button onClick={() => setExpanded([])}>{t('common.collapseAll')}</Button>
        </Space>
        {settings.trigger}
      </div>
      <Table<MenuAdminNode>
        rowKey="menuId"
        columns={settings.columns}
        dataSource={withoutEmptyChildren(data)}
        loading={tree.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: expanded ?? undefined, onExpandedRowsChange: (keys) => setExpanded(keys.map(String)) }}
        size="middle"
      />
      <MenuFormModal state={modal} tree={data} onClose={() => setModal({ open: false, menu: null, parentId: null })} />
    </>
  );
};
