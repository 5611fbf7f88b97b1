import {
  ROLE_DATA_SCOPES,
  type MenuNode,
  type PermissionTreeNode,
  type RoleDataScope,
  type RoleDetail,
} from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  Tree,
  Typography,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { useLanguage } from '../preferences/useLanguage.ts';
import { GroupSelect } from '../table-kit/GroupSelect.tsx';
import {
  addRole,
  fetchPermissionTree,
  fetchRoleDetail,
  fetchRoleMenuTree,
  roleKeys,
  updateRole,
} from './role-api.ts';
import { leafKeys } from './tree-keys.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type RoleForm = {
  roleKey: string;
  roleName: string;
  groupId?: string;
  dataScope: RoleDataScope;
  orderNum: number;
  status: 0 | 1;
};

type RoleDrawerProps = {
  open: boolean;
  /** The role to edit; null to create one. */
  roleId: string | null;
  defaultGroupId?: string;
  onClose: () => void;
};

/** Create or edit a role: basics, data scope, the permission tree and the menus it opens. */
/** The permission tree as antd Tree data, titled in the current language. */
const toPermissionData = (nodes: PermissionTreeNode[], language: string): DataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: language === 'en' ? n.label.en : n.label.zh,
    disableCheckbox: n.disabled,
    children: n.children ? toPermissionData(n.children, language) : undefined,
  }));

export const RoleDrawer = ({ open, roleId, defaultGroupId, onClose }: RoleDrawerProps) => {
  const { t } = useTranslation('sysAccess');
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleForm>();
  // Edits made in the trees; until then the role's saved values show (null = untouched).
  const [permissionDraft, setPermissions] = useState<string[] | null>(null);
  const [menuDraft, setMenuIds] = useState<string[] | null>(null);
  const isEdit = roleId !== null;

  const detail = useQuery({
    queryKey: roleKeys.detail(roleId ?? ''),
    queryFn: () => fetchRoleDetail(roleId!),
    enabled: open && isEdit,
  });
  const permissionTree = useQuery({
    queryKey: roleKeys.permissionTree,
    queryFn: fetchPermissionTree,
    enabled: open,
  });
  const chosenGroup = Form.useWatch('groupId', form) as string | undefined;
  const groupId = isEdit ? (detail.data?.groupId ?? null) : (chosenGroup ?? null);
  const menuTree = useQuery({
    queryKey: roleKeys.menuTree(groupId),
    queryFn: () => fetchRoleMenuTree(groupId),
    enabled: open && (groupId !== null || (isEdit && detail.isSuccess)),
  });

  useEffect(() => {
    if (!open) return;
    if (!isEdit) {
      form.resetFields();
      form.setFieldsValue({ groupId: defaultGroupId, dataScope: 'group', orderNum: 0, status: 1 });
    } else if (detail.data) {
      const d: RoleDetail = detail.data;
      form.setFieldsValue({
        roleKey: d.roleKey,
        roleName: d.roleName,
        dataScope: d.dataScope,
        orderNum: d.orderNum,
        status: d.status === 1 ? 1 : 0,
      });
    }
  }, [open, isEdit, detail.data, defaultGroupId, form]);

  const saved = isEdit ? detail.data : undefined;
  const permissions = permissionDraft ?? saved?.permissions ?? [];
  const menuIds = menuDraft ?? saved?.menuIds ?? [];
  const close = () => {
    setPermissions(null);
    setMenuIds(null);
    onClose();
  };
  // Closing with unsaved input (a field, a permission or a menu ticked) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, close, open);

  const permissionData = useMemo(
    () => toPermissionData(permissionTree.data ?? [], language),
    [permissionTree.data, language],
  );
  const permissionLeaves = useMemo(
    () => new Set(leafKeys(permissionTree.data ?? [], (n) => n.key)),
    [permissionTree.data],
  );
  const menuNodes = menuTree.data;
  const menuData = useMemo(() => {
    const build = (nodes: MenuNode[] = []): DataNode[] =>
      nodes.map((n) => ({
        key: n.menuId,
        title: n.menuName,
        children: n.children.length ? build(n.children) : undefined,
      }));
    return build(menuNodes);
  }, [menuNodes]);
  const menuLeaves = useMemo(() => new Set(leafKeys(menuTree.data ?? [], (n) => n.menuId)), [menuTree.data]);

  const save = useMutation({
    mutationFn: async (values: RoleForm) => {
      const body = {
        ...values,
        permissions: permissions.filter((k) => permissionLeaves.has(k)),
        menuIds: menuIds.filter((k) => menuLeaves.has(k)),
      };
      if (isEdit) {
        const { groupId: _ignored, ...rest } = body;
        return updateRole({ roleId: roleId!, ...rest });
      }
      return addRole(body);
    },
    onSuccess: () => {
      void getMessage().success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: roleKeys.all });
      close();
    },
  });

  const checked = (keys: React.Key[] | { checked: React.Key[] }) =>
    (Array.isArray(keys) ? keys : keys.checked).map(String);
  const loading = (isEdit && detail.isLoading) || permissionTree.isLoading;

  return (
    <Drawer
      open={open}
      onClose={closeAsking}
      title={isEdit ? t('role.editTitle') : t('role.addTitle')}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={closeAsking}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Form
          onValuesChange={noteChange}
          name="role-drawer"
          form={form}
          layout="vertical"
          onFinish={(values) => save.mutate(values)}
          requiredMark
        >
          <Typography.Title level={5}>{t('role.baseInfo')}</Typography.Title>
          <Space size="middle" style={{ display: 'flex' }} align="start" wrap>
            <Form.Item
              name="roleName"
              label={t('role.roleName')}
              rules={[{ required: true, whitespace: true, max: 32 }]}
            >
              <Input style={{ width: 220 }} maxLength={32} />
            </Form.Item>
            <Form.Item
              name="roleKey"
              label={t('role.roleKey')}
              tooltip={t('role.roleKeyHelp')}
              rules={[
                { required: true, pattern: /^[A-Za-z][A-Za-z0-9_:-]{1,63}$/, message: t('role.roleKeyHelp') },
              ]}
            >
              <Input style={{ width: 220 }} maxLength={64} />
            </Form.Item>
          </Space>
          {!isEdit && (
            <Form.Item name="groupId" label={t('role.group')} rules={[{ required: true }]}>
              <GroupSelect />
            </Form.Item>
          )}
          <Space size="middle" style={{ display: 'flex' }} align="start" wrap>
            <Form.Item name="dataScope" label={t('role.dataScope')} rules={[{ required: true }]}>
              <Select
                style={{ width: 220 }}
                options={ROLE_DATA_SCOPES.map((s) => ({ value: s, label: t(`role.scope.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="orderNum" label={t('common.orderNum')}>
              <InputNumber min={0} max={9999} />
            </Form.Item>
            <Form.Item name="status" label={t('common.status')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('common.enabled') },
                  { value: 0, label: t('common.disabled') },
                ]}
              />
            </Form.Item>
          </Space>
        </Form>
        <Space align="start" size="large" style={{ display: 'flex' }} wrap>
          <section style={{ minWidth: 300, flex: 1 }}>
            <Typography.Title level={5}>{t('role.permissions')}</Typography.Title>
            {(permissionTree.data ?? []).some((n) => n.disabled || n.children?.some((c) => c.disabled)) && (
              <Alert type="info" showIcon title={t('role.cannotGrant')} style={{ marginBottom: 8 }} />
            )}
            {permissionTree.data && (
              <Tree
                checkable
                selectable={false}
                treeData={permissionData}
                checkedKeys={permissions}
                onCheck={(keys) => {
                  noteChange();
                  setPermissions(checked(keys));
                }}
                defaultExpandedKeys={[...permissionTree.data.map((n) => n.key), ...permissions]}
              />
            )}
          </section>
          <section style={{ minWidth: 260, flex: 1 }}>
            <Typography.Title level={5}>{t('role.menus')}</Typography.Title>
            {menuTree.isLoading ? (
              <Spin />
            ) : menuData.length === 0 ? (
              <Empty description={t('role.noMenus')} />
            ) : (
              <Tree
                checkable
                selectable={false}
                treeData={menuData}
                checkedKeys={menuIds.filter((k) => menuLeaves.has(k))}
                onCheck={(keys) => {
                  noteChange();
                  setMenuIds(checked(keys));
                }}
                defaultExpandedKeys={menuIds}
              />
            )}
          </section>
        </Space>
      </Spin>
    </Drawer>
  );
};
