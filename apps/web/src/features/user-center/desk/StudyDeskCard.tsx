import { Button, Card, Empty, Form, Input, List, Modal, Popconfirm, Radio, Space, Tag, Upload } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CommonFileApi,
  isSitePath,
  isWebUrl,
  type FileUploadResult,
  type StudyResource,
} from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { apiUrl, currentHeaders } from '../../../api/client.ts';
import { centerApi, centerKeys, formatDate, useCenterMutation } from '../center-api.ts';
import { StudyFiles } from '../StudyFiles.tsx';
import { useDiscardGuard } from '../../form-dialog/useDiscardGuard.ts';

type Values = {
  title: string;
  description?: string;
  visibility: 'public' | 'entrants';
  links?: { title: string; url: string }[];
};
type Attached = { fileId: string; name: string };

const Editor = ({
  competitionId,
  resource,
  onClose,
}: {
  competitionId: string;
  resource: StudyResource | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('center');
  const [form] = Form.useForm<Values>();
  // Mounted for one opening; closing with unsaved input (a typed field, a file added or removed) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose);
  const [attached, setAttached] = useState<Attached[]>(resource?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const save = useCenterMutation(centerApi.saveStudy, t('common.saved'), onClose);
  return (
    <Modal
      open
      title={resource ? t('desk.studyEdit') : t('desk.studyAdd')}
      onCancel={closeAsking}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, disabled: uploading }}
      destroyOnHidden
    >
      <Form
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        initialValues={{
          title: resource?.title,
          description: resource?.description,
          visibility: resource?.visibility ?? 'entrants',
          links: resource?.links ?? [],
        }}
        onFinish={(v) =>
          save.mutate({
            competitionId,
            resourceId: resource?.resourceId,
            title: v.title,
            description: v.description ?? '',
            visibility: v.visibility,
            links: v.links ?? [],
            fileIds: attached.map((f) => f.fileId),
          })
        }
      >
        <Form.Item name="title" label={t('desk.title')} rules={[{ required: true, max: 80 }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="description" label={t('desk.description')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="visibility" label={t('desk.visibility')}>
          <Radio.Group
            options={(['entrants', 'public'] as const).map((v) => ({
              value: v,
              label: t(`study.visibility.${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('desk.files')} extra={t('desk.uploadHint')}>
          <Upload
            name="file"
            action={apiUrl(CommonFileApi.upload, { purpose: 'attachment' })}
            headers={currentHeaders()}
            fileList={attached.map((f) => ({ uid: f.fileId, name: f.name, status: 'done' as const }))}
            onRemove={(file) => {
              noteChange();
              setAttached((list) => list.filter((f) => f.fileId !== file.uid));
            }}
            onChange={({ file }) => {
              setUploading(file.status === 'uploading');
              const body = file.response as { code: number; data: FileUploadResult | null } | undefined;
              if (file.status === 'done' && body?.code === 0 && body.data) {
                noteChange();
                setAttached((list) => [...list, { fileId: body.data!.fileId, name: file.name }]);
              }
            }}
            showUploadList={{ showRemoveIcon: true }}
          >
            <Button icon={<UploadOutlined />}>{t('desk.upload')}</Button>
          </Upload>
        </Form.Item>
        <Form.List name="links">
          {(fields, { add, remove }) => (
            <Form.Item label={t('desk.links')}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[field.name, 'title']} rules={[{ required: true, max: 60 }]} noStyle>
                    <Input placeholder={t('desk.linkTitle')} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    noStyle
                    rules={[
                      { required: true },
                      {
                        validator: (_, v: string | undefined) =>
                          !v || isSitePath(v) || isWebUrl(v)
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('desk.linkUrl'))),
                      },
                    ]}
                  >
                    <Input placeholder={t('desk.linkUrl')} style={{ width: 220 }} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('common.remove')}
                  </Button>
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ title: '', url: '' })}>
                {t('desk.addLink')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
};

/** On /competition/details: the study resources the competition publishes, with add / edit / delete. */
export const StudyDeskCard = ({ competitionId }: { competitionId: string }) => {
  const { t } = useTranslation('center');
  const [editing, setEditing] = useState<StudyResource | null | undefined>(undefined);
  const list = useQuery({
    queryKey: centerKeys.deskStudy(competitionId),
    queryFn: () => centerApi.deskStudy(competitionId),
    enabled: Boolean(competitionId),
  });
  const remove = useCenterMutation(centerApi.removeStudy, t('common.saved'));
  return (
    <Card
      variant="borderless"
      title={t('desk.studyTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('desk.studyAdd')}
        </Button>
      }
      style={{ marginTop: 16 }}
    >
      {list.data && list.data.length === 0 ? (
        <Empty description={t('desk.studyEmpty')} />
      ) : (
        <List
          loading={list.isLoading}
          dataSource={list.data ?? []}
          renderItem={(r) => (
            <List.Item
              actions={[
                <a key="edit" onClick={() => setEditing(r)}>
                  {t('common.edit')}
                </a>,
                <Popconfirm
                  key="remove"
                  title={t('common.removeConfirm')}
                  onConfirm={() => remove.mutate(r.resourceId)}
                >
                  <a>{t('common.remove')}</a>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    {r.title}
                    <Tag bordered={false} color={r.visibility === 'public' ? 'blue' : 'gold'}>
                      {t(`study.visibility.${r.visibility}`)}
                    </Tag>
                  </Space>
                }
                description={
                  <Space direction="vertical" size={4}>
                    <span>{r.description}</span>
                    <StudyFiles resource={r} />
                    <span>{t('study.updatedAt', { date: formatDate(r.updatedAt) })}</span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      {editing !== undefined && (
        <Editor competitionId={competitionId} resource={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
};
