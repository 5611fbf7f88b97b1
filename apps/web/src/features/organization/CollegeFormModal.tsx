import type { CollegeRow } from '@podium/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from './form-rules.ts';
import { schoolApi } from './organization-api.ts';
import { useSchoolOptions } from './useSchoolOptions.ts';
import { useOrgMutation } from './useOrgMutation.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

export type CollegeTarget = { mode: 'add'; schoolId?: string } | { mode: 'edit'; college: CollegeRow };
type Values = { schoolId: string; name: string; orderNum: number };

export const CollegeFormModal = ({
  target,
  onClose,
}: {
  target: CollegeTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('organization');
  const [form] = Form.useForm<Values>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, target);
  const schools = useSchoolOptions();
  const save = useOrgMutation(
    (v: Values) =>
      target?.mode === 'edit'
        ? schoolApi.collegeUpdate({ collegeId: target.college.collegeId, name: v.name, orderNum: v.orderNum })
        : schoolApi.collegeAdd(v),
    'saved',
    onClose,
  );
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(target.mode === 'edit' ? target.college : { schoolId: target.schoolId, orderNum: 0 });
  }, [target, form]);
  return (
    <Modal
      title={target?.mode === 'edit' ? t('college.editTitle') : t('college.addTitle')}
      open={target !== null}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        onValuesChange={noteChange}
        name="college-form-modal"
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="schoolId"
          label={t('college.school')}
          rules={[{ required: true, message: t('common.chooseRequired', { field: t('college.school') }) }]}
        >
          <Select
            options={schools.options}
            loading={schools.isLoading}
            disabled={target?.mode === 'edit'}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('college.name')}
          rules={[requiredRule(t('common.required', { field: t('college.name') })), { max: 64 }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="orderNum" label={t('common.orderNum')}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
