import { GROUP_TYPES, type GroupAddBody, type GroupNode, type GroupRow } from '@podium/contracts';
import { Button, Drawer, Flex, Form, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN, patternRule, requiredRule } from './form-rules.ts';
import { groupApi } from './organization-api.ts';
import { toTreeOptions } from './group-tree.ts';
import { useOrgMutation } from './useOrgMutation.ts';
import { ContactFields } from './ContactFields.tsx';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

export type GroupFormTarget = { mode: 'add'; parentId?: string } | { mode: 'edit'; group: GroupRow };

type Props = { target: GroupFormTarget | null; tree: GroupNode[]; onClose: () => void };

type Values = Omit<GroupAddBody, 'parentId'> & { parentId?: string };

/** Add or edit an organisation in a drawer; the superior is chosen when adding (moves use the move dialog). */
export const GroupFormDrawer = ({ target, tree, onClose }: Props) => {
  const { t } = useTranslation('organization');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<Values>();
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(form, onClose);
  const isEdit = target?.mode === 'edit';
  const save = useOrgMutation(
    (values: Values) =>
      target?.mode === 'edit'
        ? groupApi.update({ ...values, groupId: target.group.groupId })
        : groupApi.add({ ...values, parentId: values.parentId ?? '' }),
    'saved',
    onClose,
  );

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    resetChanges();
    if (target.mode === 'edit')
      form.setFieldsValue({ ...target.group, status: target.group.status === 1 ? 1 : 0 });
    else form.setFieldsValue({ parentId: target.parentId, type: 'organizer', status: 1, orderNum: 0 });
  }, [target, form, resetChanges]);

  return (
    <Drawer
      title={isEdit ? t('group.editTitle') : t('group.addTitle')}
      open={target !== null}
      onClose={closeAsking}
      size={480}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={closeAsking}>{tc('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Form
        name="group-form-drawer"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        disabled={save.isPending}
      >
        {!isEdit && (
          <Form.Item
            name="parentId"
            label={t('group.parent')}
            rules={[{ required: true, message: t('common.chooseRequired', { field: t('group.parent') }) }]}
          >
            <TreeSelect
              treeData={toTreeOptions(tree)}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('group.name')}
          rules={[requiredRule(t('common.required', { field: t('group.name') })), { max: 64 }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('group.code')}
          rules={[
            requiredRule(t('common.required', { field: t('group.code') })),
            patternRule(CODE_PATTERN, t('common.codeRule')),
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="type" label={t('group.type')} rules={[{ required: true }]}>
          <Select options={GROUP_TYPES.map((type) => ({ value: type, label: t(`groupType.${type}`) }))} />
        </Form.Item>
        <ContactFields />
        <Flex gap={12}>
          <Form.Item name="status" label={t('common.status')} style={{ flex: 1 }}>
            <Radio.Group
              options={[
                { value: 1, label: t('common.enabled') },
                { value: 0, label: t('common.disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item name="orderNum" label={t('common.orderNum')} style={{ flex: 1 }}>
            <InputNumber min={0} max={9999} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
