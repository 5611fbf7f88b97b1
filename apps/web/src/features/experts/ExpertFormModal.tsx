import { DictType, ReviewApi, type ExpertRow, type expertAddBody } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Segmented, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { post } from '../../api/client.ts';
import { useDictOptions } from '../competition/competition-api.ts';
import { reviewKeys } from '../review/review-api.ts';
import { intakeKeys } from './expert-intake-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Values = {
  name: string;
  title?: string;
  organisation?: string;
  fields?: string[];
  phone?: string;
  email?: string;
  bankName?: string;
  bankCard?: string;
  status: ExpertRow['status'];
};
type Body = z.input<typeof expertAddBody>;

/**
 * Adds one expert to the library, or edits one (`expert` given). The phone and bank card are stored
 * encrypted and only ever come back masked, so when editing they start empty: left empty they keep the
 * stored value (the server's rule), typed in they replace it. Conflicts, school and temporary access are
 * kept as they are (they have their own screens).
 */
export const ExpertFormModal = ({
  open,
  expert,
  onClose,
}: {
  open: boolean;
  expert?: ExpertRow | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('experts');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, open);
  const fieldOptions = useDictOptions(DictType.expertField).data;
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      expert
        ? {
            name: expert.name,
            title: expert.title,
            organisation: expert.organisation,
            fields: expert.fields,
            email: expert.email,
            bankName: expert.bankName,
            status: expert.status,
          }
        : { status: 'active', fields: [] },
    );
  }, [open, expert, form]);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: Body = {
        name: values.name.trim(),
        title: values.title?.trim() ?? '',
        organisation: values.organisation?.trim() ?? '',
        fields: values.fields ?? [],
        phone: values.phone || null,
        email: values.email?.trim() ?? '',
        bankName: values.bankName?.trim() ?? '',
        bankCard: values.bankCard?.replace(/\s/g, '') || null,
        status: values.status,
        schoolId: expert?.schoolId ?? null,
        conflictSchoolIds: expert?.conflictSchoolIds ?? [],
        temporaryCompetitionId: expert?.temporaryCompetitionId ?? null,
        accessEndsAt: expert?.accessEndsAt ?? null,
      };
      return expert
        ? post<unknown>(ReviewApi.expertUpdate, { expertId: expert.expertId, ...body })
        : post<unknown>(ReviewApi.expertAdd, body);
    },
    onSuccess: async () => {
      message.success(t('common.saved'));
      await Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.all }),
        client.invalidateQueries({ queryKey: intakeKeys.all }),
      ]);
      onClose();
    },
  });
  const keepHint = (masked: string | undefined) =>
    expert && masked ? t('form.keepHint', { masked }) : undefined;
  return (
    <Modal
      open={open}
      title={expert ? t('form.editTitle') : t('form.addTitle')}
      okText={t('form.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={closeAsking}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      className="expert-form-modal"
    >
      <Form<Values> onValuesChange={noteChange} form={form} layout="vertical" name="expert-form" requiredMark>
        <Form.Item
          name="name"
          label={t('common.name')}
          rules={[
            { required: true, whitespace: true, message: t('form.nameRequired') },
            { max: 50, message: t('form.tooLong', { max: 50 }) },
          ]}
        >
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('common.title')}
          rules={[{ max: 50, message: t('form.tooLong', { max: 50 }) }]}
        >
          <Input maxLength={50} placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="organisation"
          label={t('form.organisation')}
          rules={[{ max: 100, message: t('form.tooLong', { max: 100 }) }]}
        >
          <Input maxLength={100} placeholder={t('form.organisationPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="fields"
          label={t('common.fields')}
          rules={[{ type: 'array', max: 20, message: t('form.fieldsMax', { max: 20 }) }]}
        >
          <Select
            mode="multiple"
            allowClear
            options={fieldOptions}
            optionFilterProp="label"
            placeholder={t('form.fieldsPlaceholder')}
            loading={!fieldOptions}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('common.phone')}
          extra={keepHint(expert?.phone)}
          rules={[{ pattern: /^1\d{10}$/, message: t('portal.phoneFormat') }]}
        >
          <Input
            maxLength={11}
            inputMode="numeric"
            autoComplete="off"
            placeholder={expert?.phone || undefined}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('common.email')}
          rules={[
            { type: 'email', message: t('portal.emailFormat') },
            { max: 100, message: t('form.tooLong', { max: 100 }) },
          ]}
        >
          <Input maxLength={100} inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="bankName"
          label={t('form.bankName')}
          rules={[{ max: 50, message: t('form.tooLong', { max: 50 }) }]}
        >
          <Input maxLength={50} placeholder={t('form.bankNamePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="bankCard"
          label={t('form.bankCard')}
          extra={keepHint(expert?.bankCard) ?? t('form.bankCardHint')}
          normalize={(v: string) => v.replace(/[^\d]/g, '')}
          rules={[{ pattern: /^\d{12,19}$/, message: t('form.bankCardFormat') }]}
        >
          <Input
            maxLength={19}
            inputMode="numeric"
            autoComplete="off"
            placeholder={expert?.bankCard || undefined}
          />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Segmented
            options={[
              { value: 'active', label: t('form.active') },
              { value: 'disabled', label: t('form.disabled') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
