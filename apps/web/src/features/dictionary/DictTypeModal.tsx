import type { DictTypeRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { addDictType, dictKeys, updateDictType } from './dict-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type TypeForm = { dictType: string; dictName: string; enabled: boolean; remark: string };
export type DictTypeModalState = { open: boolean; row: DictTypeRow | null };

/** Create or edit a dictionary type (renaming the key carries its items along). */
export const DictTypeModal = ({ state, onClose }: { state: DictTypeModalState; onClose: () => void }) => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TypeForm>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, state.open);
  const isEdit = state.row !== null;
  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    form.setFieldsValue(state.row ?? { enabled: true, remark: '' });
  }, [state, form]);
  const save = useMutation({
    mutationFn: (v: TypeForm) =>
      isEdit ? updateDictType({ ...v, dictId: state.row!.dictId }) : addDictType(v),
    onSuccess: () => {
      void getMessage().success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: dictKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={state.open}
      title={isEdit ? t('dict.editType') : t('dict.addType')}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        onValuesChange={noteChange}
        name="dict-type-modal"
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="dictName"
          label={t('dict.dictName')}
          rules={[{ required: true, whitespace: true, max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="dictType"
          label={t('dict.dictType')}
          tooltip={t('dict.typeHelp')}
          rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{1,63}$/, message: t('dict.typeHelp') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="enabled" label={t('common.status')} valuePropName="checked">
          <Switch checkedChildren={t('common.enabled')} unCheckedChildren={t('common.disabled')} />
        </Form.Item>
        <Form.Item name="remark" label={t('dict.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
