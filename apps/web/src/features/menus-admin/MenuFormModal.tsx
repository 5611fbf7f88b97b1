import type { MenuAddBody, MenuAdminNode } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Form, Input, InputNumber, Modal, Radio, Space, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../layouts/desk/menu-icons.tsx';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { useLanguage } from '../preferences/useLanguage.ts';
import { addMenu, menuAdminKeys, updateMenu } from './menu-admin-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

/** Icons the desk sidebar knows (layouts/desk/menu-icons.tsx); others fall back to a neutral icon. */
const ICON_NAMES = [
  'DashboardOutlined',
  'TrophyOutlined',
  'AuditOutlined',
  'TeamOutlined',
  'SafetyCertificateOutlined',
  'AccountBookOutlined',
  'ReadOutlined',
  'BarChartOutlined',
  'GlobalOutlined',
  'SettingOutlined',
  'UserOutlined',
  'FileTextOutlined',
];
const ROOT = '__root__';

type MenuForm = Omit<MenuAddBody, 'parentId'> & { parentId: string };

export type MenuModalState = { open: boolean; menu: MenuAdminNode | null; parentId: string | null };

type MenuFormModalProps = { state: MenuModalState; tree: MenuAdminNode[]; onClose: () => void };

/** Create or edit a menu; the fields shown follow its type (a directory has no component). */
export const MenuFormModal = ({ state, tree, onClose }: MenuFormModalProps) => {
  const { t } = useTranslation('sysAccess');
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MenuForm>();
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(form, onClose);
  const menuType = Form.useWatch('menuType', form);
  const icon = Form.useWatch('icon', form) as string | undefined;
  const isEdit = state.menu !== null;

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    resetChanges();
    const m = state.menu;
    form.setFieldsValue(
      m
        ? { ...m, parentId: m.parentId ?? ROOT, visible: m.visible === 1 ? 1 : 0 }
        : {
            parentId: state.parentId ?? ROOT,
            menuType: 2,
            visible: 1,
            orderNum: 0,
            menuName: '',
            menuNameEn: '',
            path: '/',
            component: '',
            query: '',
            icon: '',
            permission: '',
          },
    );
  }, [state, form, resetChanges]);

  /** Directories only, never the menu itself or below it. */
  const parents = useMemo(() => {
    type Option = { value: string; title: string; children: Option[] };
    const build = (nodes: MenuAdminNode[]): Option[] =>
      nodes
        .filter((n) => n.menuType === 1 && n.menuId !== state.menu?.menuId)
        .map((n) => ({
          value: n.menuId,
          title: language === 'en' && n.menuNameEn ? n.menuNameEn : n.menuName,
          children: build(n.children),
        }));
    return [{ value: ROOT, title: t('menu.root'), children: build(tree) }];
  }, [tree, state.menu, language, t]);

  const save = useMutation({
    mutationFn: (values: MenuForm) => {
      const body = {
        ...values,
        parentId: values.parentId === ROOT ? null : values.parentId,
        component: values.menuType === 1 ? '' : values.component,
      };
      return isEdit ? updateMenu({ ...body, menuId: state.menu!.menuId }) : addMenu(body);
    },
    onSuccess: () => {
      void getMessage().success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: menuAdminKeys.all });
      onClose();
    },
  });

  return (
    <Modal
      open={state.open}
      title={isEdit ? t('menu.editTitle') : t('menu.addTitle')}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={680}
      destroyOnHidden
    >
      <Form
        name="menu-form-modal"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="parentId" label={t('menu.parent')} rules={[{ required: true }]}>
          <TreeSelect treeData={parents} treeDefaultExpandAll />
        </Form.Item>
        <Form.Item name="menuType" label={t('menu.menuType')} rules={[{ required: true }]}>
          <Radio.Group
            options={[1, 2, 4].map((v) => ({ value: v, label: t(`menu.type${v as 1 | 2 | 4}`) }))}
            optionType="button"
          />
        </Form.Item>
        <Space size="middle" style={{ display: 'flex' }} wrap>
          <Form.Item
            name="menuName"
            label={t('menu.menuName')}
            rules={[{ required: true, whitespace: true, max: 32 }]}
          >
            <Input style={{ width: 280 }} />
          </Form.Item>
          <Form.Item name="menuNameEn" label={t('menu.menuNameEn')} rules={[{ max: 64 }]}>
            <Input style={{ width: 280 }} />
          </Form.Item>
        </Space>
        <Space size="middle" style={{ display: 'flex' }} wrap>
          <Form.Item
            name="path"
            label={t('menu.path')}
            tooltip={t('menu.pathHelp')}
            rules={[{ required: true, pattern: /^\/[A-Za-z0-9/_-]{0,199}$/, message: t('menu.pathHelp') }]}
          >
            <Input style={{ width: 280 }} />
          </Form.Item>
          {menuType !== 1 && (
            <Form.Item
              name="component"
              label={t('menu.component')}
              tooltip={t('menu.componentHelp')}
              rules={[
                {
                  required: true,
                  pattern: /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/,
                  message: t('menu.componentHelp'),
                },
              ]}
            >
              <Input style={{ width: 280 }} />
            </Form.Item>
          )}
        </Space>
        <Space size="middle" style={{ display: 'flex' }} wrap>
          <Form.Item name="icon" label={t('menu.icon')} rules={[{ pattern: /^[A-Za-z0-9]*$/ }]}>
            <AutoComplete
              style={{ width: 280 }}
              options={ICON_NAMES.map((name) => ({
                value: name,
                label: (
                  <Space>
                    {menuIcon(name, true)}
                    {name}
                  </Space>
                ),
              }))}
              allowClear
            >
              <Input prefix={icon ? menuIcon(icon, true) : undefined} />
            </AutoComplete>
          </Form.Item>
          {menuType !== 1 && (
            <Form.Item
              name="permission"
              label={t('menu.permission')}
              rules={[{ pattern: /^([A-Za-z0-9]+(:[A-Za-z0-9]+)+)?$/ }]}
            >
              <Input style={{ width: 280 }} placeholder="system:role:list" />
            </Form.Item>
          )}
        </Space>
        <Space size="middle" style={{ display: 'flex' }} wrap>
          {menuType !== 1 && (
            <Form.Item name="query" label={t('menu.query')} rules={[{ max: 500 }]}>
              <Input style={{ width: 280 }} placeholder='{"id": 1}' />
            </Form.Item>
          )}
          <Form.Item name="visible" label={t('menu.visible')}>
            <Radio.Group
              options={[
                { value: 1, label: t('menu.shown') },
                { value: 0, label: t('menu.hidden') },
              ]}
            />
          </Form.Item>
          <Form.Item name="orderNum" label={t('common.orderNum')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
};
