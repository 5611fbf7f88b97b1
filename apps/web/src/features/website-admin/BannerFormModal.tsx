import type { BannerRow } from '@podium/contracts';
import { Form, Input, Modal, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromPicker, toPickerRange } from '../beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteMutation } from './useWebsiteMutation.ts';
import { websiteAdminApi } from './website-admin-api.ts';
import { DateTimeRangePicker } from '../form-fields/DateTimePicker.tsx';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

const URL_OR_PATH = /^(|\/\S*|https?:\/\/\S+)$/;
type Values = {
  title: string;
  imageUrl: string;
  link: string;
  window?: [Dayjs | null, Dayjs | null] | null;
  enabled: boolean;
};

/** Banner fields as the API takes them (an open end of the window is null). */
export const bannerBody = (v: Values) => ({
  title: v.title,
  imageUrl: v.imageUrl ?? '',
  link: v.link ?? '',
  startsAt: fromPicker(v.window?.[0]),
  endsAt: fromPicker(v.window?.[1]),
  enabled: v.enabled,
});

export const BannerFormModal = ({
  banner,
  open,
  onClose,
}: {
  banner: BannerRow | null;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('websiteAdmin');
  const { t: to } = useTranslation('organization');
  const [form] = Form.useForm<Values>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, open);
  const imageUrl = Form.useWatch('imageUrl', form);
  const save = useWebsiteMutation(
    (v: Values) =>
      banner
        ? websiteAdminApi.updateBanner({ bannerId: banner.bannerId, ...bannerBody(v) })
        : websiteAdminApi.addBanner(bannerBody(v)),
    to('common.saved'),
    onClose,
  );
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      banner
        ? {
            ...banner,
            window: toPickerRange(banner.startsAt, banner.endsAt) ?? [null, null],
          }
        : { enabled: true, imageUrl: '', link: '' },
    );
  }, [open, banner, form]);
  return (
    <Modal
      title={banner ? t('banner.edit') : t('banner.add')}
      open={open}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      <Form
        onValuesChange={noteChange}
        name="banner-form-modal"
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="title"
          label={t('banner.bannerTitle')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: to('common.required', { field: t('banner.bannerTitle') }),
            },
            { max: 100 },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="imageUrl"
          label={t('banner.imageUrl')}
          rules={[{ pattern: URL_OR_PATH, message: to('common.urlRule') }]}
          extra={
            imageUrl ? (
              <img src={imageUrl} alt="" style={{ maxWidth: '100%', maxHeight: 120, marginTop: 8 }} />
            ) : null
          }
        >
          <Input placeholder="https://… or /uploads/…" />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('banner.link')}
          rules={[{ pattern: URL_OR_PATH, message: to('common.urlRule') }]}
        >
          <Input placeholder="/home/competition" />
        </Form.Item>
        <Form.Item name="window" label={t('banner.window')}>
          <DateTimeRangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('banner.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
};
