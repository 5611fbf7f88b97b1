import type { MajorRow } from '@podium/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { patternRule, requiredRule } from './form-rules.ts';
import { schoolApi } from './organization-api.ts';
import { useCollegeOptions, useSchoolOptions } from './useSchoolOptions.ts';
import { useOrgMutation } from './useOrgMutation.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

export type MajorTarget =
  { mode: 'add'; schoolId?: string; collegeId?: string } | { mode: 'edit'; major: MajorRow };
type Values = { schoolId?: string; collegeId: string; name: string; code: string; orderNum: number };

export const MajorFormModal = ({ target, onClose }: { target: MajorTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('organization');
  const [form] = Form.useForm<Values>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, target);
  const schoolId = Form.useWatch('schoolId', form);
  const schools = useSchoolOptions();
  const colleges = useCollegeOptions(schoolId);
  const save = useOrgMutation(
    ({ schoolId: _school, collegeId, ...v }: Values) =>
      target?.mode === 'edit'
        ? schoolApi.majorUpdate({ majorId: target.major.majorId, ...v })
        : schoolApi.majorAdd({ collegeId, ...v }),
    'saved',
    onClose,
  );
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      target.mode === 'edit'
        ? target.major
        : { schoolId: target.schoolId, collegeId: target.collegeId, orderNum: 0, code: '' },
    );
  }, [target, form]);
  const isEdit = target?.mode === 'edit';
  return (
    <Modal
      title={isEdit ? t('major.editTitle') : t('major.addTitle')}
      open={target !== null}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        onValuesChange={noteChange}
        name="major-form-modal"
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="schoolId"
          label={t('major.school')}
          rules={[{ required: true, message: t('common.chooseRequired', { field: t('major.school') }) }]}
        >
          <Select
            options={schools.options}
            disabled={isEdit}
            showSearch
            optionFilterProp="label"
            onChange={() => form.setFieldValue('collegeId', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="collegeId"
          label={t('major.college')}
          rules={[{ required: true, message: t('common.chooseRequired', { field: t('major.college') }) }]}
        >
          <Select
            options={colleges.options}
            loading={colleges.isLoading}
            disabled={isEdit}
            placeholder={t('major.chooseCollege')}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('major.name')}
          rules={[requiredRule(t('common.required', { field: t('major.name') })), { max: 64 }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('major.code')}
          rules={[patternRule(/^[A-Za-z0-9]{0,16}$/, t('major.codeRule'))]}
        >
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item name="orderNum" label={t('common.orderNum')}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
