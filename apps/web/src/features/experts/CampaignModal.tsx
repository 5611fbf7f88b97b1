import { DictType, type CampaignRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromPicker, pickerNow, toPicker } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '../competition/competition-api.ts';
import { intakeApi, intakeKeys } from './expert-intake-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Values = { title: string; fields: string[]; deadline: Dayjs; description?: string };

/** Opens or edits a recruitment campaign (title, fields sought, deadline, description). */
export const CampaignModal = ({
  campaign,
  open,
  onClose,
}: {
  campaign: CampaignRow | null;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const fieldOptions = useDictOptions(DictType.expertField).data;
  const [form] = Form.useForm<Values>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, open);
  const save = useMutation({
    mutationFn: (values: Values) =>
      intakeApi.saveCampaign({
        ...(campaign ? { campaignId: campaign.campaignId } : {}),
        title: values.title.trim(),
        fields: values.fields ?? [],
        deadline: fromPicker(values.deadline),
        description: values.description ?? '',
      }),
    onSuccess: () => {
      void message.success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={campaign ? t('recruitment.editCampaign') : t('recruitment.newCampaign')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={closeAsking}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) return;
        form.setFieldsValue(
          campaign
            ? {
                title: campaign.title,
                fields: campaign.fields,
                deadline: toPicker(campaign.deadline),
                description: campaign.description,
              }
            : { title: '', fields: [], deadline: pickerNow().add(30, 'day').endOf('day'), description: '' },
        );
      }}
    >
      <Form onValuesChange={noteChange} form={form} layout="vertical" name="expert-campaign" preserve={false}>
        <Form.Item
          name="title"
          label={t('recruitment.campaignTitle')}
          rules={[{ required: true, whitespace: true }, { max: 80 }]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="fields" label={t('common.fields')}>
          <Select mode="multiple" options={fieldOptions} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="deadline" label={t('recruitment.deadline')} rules={[{ required: true }]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(pickerNow(), 'day')}
          />
        </Form.Item>
        <Form.Item name="description" label={t('recruitment.description')}>
          <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
