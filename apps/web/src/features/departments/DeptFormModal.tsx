import type { DeptNode } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Radio, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { addDept, deptKeys, updateDept } from './dept-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

const ROOT = '__root__';
type DeptForm = { parentId: string; name: string; leader: string; orderNum: number; status: 0 | 1 };
export type DeptModalState = { open: boolean; dept: DeptNode | null; parentId: string | null };

type DeptFormModalProps = { state: DeptModalState; groupId?: string; tree: DeptNode[]; onClose: () => void };

/** Create or edit a department of the chosen organisation. */
export const DeptFormModal = ({ state, groupId, tree, onClose }: DeptFormModalProps) => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DeptForm>();
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(form, onClose);
  const isEdit = state.dept !== null;

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    resetChanges();
    const d = state.dept;
    form.setFieldsValue(
      d
        ? {
            parentId: d.parentId ?? ROOT,
            name: d.name,
            leader: d.leader,
            orderNum: d.orderNum,
            status: d.status === 1 ? 1 : 0,
          }
        : { parentId: state.parentId ?? ROOT, orderNum: 0, status: 1, leader: '' },
    );
  }, [state, form, resetChanges]);

  /** A department cannot move under itself or below it, so that branch is left out. */
  const parents = useMemo(() => {
    type Option = { value: string; title: string; children: Option[] };
    const build = (nodes: DeptNode[]): Option[] =>
      nodes
        .filter((n) => n.deptId !== state.dept?.deptId)
        .map((n) => ({ value: n.deptId, title: n.name, children: build(n.children) }));
    return [{ value: ROOT, title: t('menu.root'), children: build(tree) }];
  }, [tree, state.dept, t]);

  const save = useMutation({
    mutationFn: (values: DeptForm) => {
      const body = { ...values, parentId: values.parentId === ROOT ? null : values.parentId };
      return isEdit ? updateDept({ ...body, deptId: state.dept!.deptId }) : addDept({ ...body, groupId });
    },
    onSuccess: () => {
      void getMessage().success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: deptKeys.all });
      onClose();
    },
  });

  return (
    <Modal
      open={state.open}
      title={isEdit ? t('dept.editTitle') : t('dept.addTitle')}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        name="dept-form-modal"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="parentId" label={t('dept.parent')} rules={[{ required: true }]}>
          <TreeSelect treeData={parents} treeDefaultExpandAll />
        </Form.Item>
        <Form.Item name="name" label={t('dept.name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="leader" label={t('dept.leader')} rules={[{ max: 32 }]}>
          <Input maxLength={32} />
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
      </Form>
    </Modal>
  );
};
