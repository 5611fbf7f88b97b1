import type { DictDataRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select, Space, Switch, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { addDictData, dictKeys, updateDictData } from './dict-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

/** antd preset colours offered for the tag; a hex colour may be typed instead. */
export const TAG_COLOURS = [
  'default',
  'blue',
  'green',
  'red',
  'orange',
  'gold',
  'cyan',
  'purple',
  'magenta',
  'geekblue',
  'volcano',
  'lime',
];

type ItemForm = {
  label: string;
  labelEn: string;
  value: string;
  tagColor: string;
  orderNum: number;
  enabled: boolean;
};
export type DictItemModalState = { open: boolean; row: DictDataRow | null };

/** The item as the portal and forms will show it. */
export const DictTag = ({ label, color }: { label: string; color: string }) => (
  <Tag color={color && color !== 'default' ? color : undefined}>{label}</Tag>
);

export const DictItemModal = ({
  state,
  dictType,
  onClose,
}: {
  state: DictItemModalState;
  dictType: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ItemForm>();
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(form, onClose);
  const isEdit = state.row !== null;
  const label = Form.useWatch('label', form) as string | undefined;
  const tagColor = Form.useWatch('tagColor', form) as string | undefined;
  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    resetChanges();
    form.setFieldsValue(state.row ?? { labelEn: '', tagColor: '', orderNum: 0, enabled: true });
  }, [state, form, resetChanges]);
  const save = useMutation({
    mutationFn: (v: ItemForm) =>
      isEdit ? updateDictData({ ...v, dictCode: state.row!.dictCode }) : addDictData({ ...v, dictType }),
    onSuccess: () => {
      void getMessage().success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: dictKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={state.open}
      title={isEdit ? t('dict.editItem') : t('dict.addItem')}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        name="dict-item-modal"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Space size="middle" style={{ display: 'flex' }} wrap>
          <Form.Item
            name="label"
            label={t('dict.label')}
            rules={[{ required: true, whitespace: true, max: 50 }]}
          >
            <Input style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="labelEn" label={t('dict.labelEn')} rules={[{ max: 100 }]}>
            <Input style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Space size="middle" style={{ display: 'flex' }} wrap>
          <Form.Item
            name="value"
            label={t('dict.value')}
            rules={[{ required: true, whitespace: true, max: 64 }]}
          >
            <Input style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="orderNum" label={t('common.orderNum')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Space>
        <Space size="middle" style={{ display: 'flex' }} align="end" wrap>
          <Form.Item
            name="tagColor"
            label={t('dict.tagColor')}
            rules={[{ pattern: /^(|[a-z]{3,12}|#[0-9a-fA-F]{6})$/ }]}
          >
            <Select
              style={{ width: 200 }}
              allowClear
              showSearch
              placeholder={t('dict.noColor')}
              options={TAG_COLOURS.map((c) => ({
                value: c === 'default' ? '' : c,
                label: <DictTag label={c} color={c} />,
              }))}
            />
          </Form.Item>
          <Form.Item label={t('dict.preview')}>
            <DictTag label={label || '—'} color={tagColor ?? ''} />
          </Form.Item>
          <Form.Item name="enabled" label={t('common.status')} valuePropName="checked">
            <Switch checkedChildren={t('common.enabled')} unCheckedChildren={t('common.disabled')} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
};
