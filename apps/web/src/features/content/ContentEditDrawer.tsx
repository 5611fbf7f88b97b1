import { CONTENT_KINDS, CONTENT_PAGE_SLUGS, type ContentSaveBody } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, InputNumber, Select, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../news/RichTextField.tsx';
import { contentApi, contentKeys } from './content-api.ts';
import { useContentMutation } from './useContentMutation.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type FormValues = Omit<ContentSaveBody, 'pageId' | 'attachments'>;

/** Writes one content item; the server sanitises the rich text and checks the slug. */
export const ContentEditDrawer = ({ pageId, onClose }: { pageId: string | null; onClose: () => void }) => {
  const { t } = useTranslation('content');
  const punct = usePunctuation();
  const [form] = Form.useForm<FormValues>();
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose);
  const kind = Form.useWatch('kind', form) ?? 'page';
  const detail = useQuery({
    queryKey: contentKeys.deskDetail(pageId ?? ''),
    queryFn: () => contentApi.deskDetail(pageId!),
    enabled: pageId !== null,
  });
  useEffect(() => {
    if (detail.data) form.setFieldsValue(detail.data);
  }, [detail.data, form]);
  const save = useContentMutation(
    (values: FormValues) =>
      contentApi.save({
        ...values,
        pageId: pageId ?? undefined,
        attachments: detail.data?.attachments ?? [],
      }),
    t('desk.done'),
    onClose,
  );
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('desk.required', { field }) },
  ];
  return (
    <Drawer
      open
      width={Math.min(820, window.innerWidth)}
      title={pageId ? t('desk.editTitle') : t('desk.addTitle')}
      onClose={closeAsking}
      extra={
        <Space>
          <Button onClick={closeAsking}>{t('desk.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('desk.save')}
          </Button>
        </Space>
      }
    >
      {pageId && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<FormValues>
          form={form}
          onValuesChange={noteChange}
          layout="vertical"
          initialValues={{ kind: 'page', orderNum: 0, content: '' }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="kind" label={t('desk.kind')} rules={[{ required: true }]}>
            <Select
              disabled={pageId !== null}
              options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`desk.kinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item name="slug" label={t('desk.slug')} rules={required(t('desk.slug'))}>
            {kind === 'page' ? (
              <Select
                options={CONTENT_PAGE_SLUGS.map((s) => ({
                  value: s,
                  label: punct.parenthesised(t(`routes.${s}`), s),
                }))}
              />
            ) : (
              <Input maxLength={64} />
            )}
          </Form.Item>
          <Form.Item name="title" label={t('desk.title')} rules={required(t('desk.title'))}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="summary" label={t('desk.summary')}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="cover" label={t('desk.cover')}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="orderNum" label={t('desk.orderNum')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="content" label={t('desk.content')}>
            <RichTextField />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
};
