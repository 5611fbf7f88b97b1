import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WORK_PUBLIC_PARTS, type WorkPublicPart } from '@podium/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Drawer,
  Form,
  Input,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../permission/usePermission.ts';
import { VersionHistory } from './VersionHistory.tsx';
import { worksApi, worksKeys } from './works-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Props = { workId: string | null; onClose: () => void };

/** Desk detail of a work: every version with its files, and (works:edit) what its share page shows. */
export const WorkDeskDrawer = ({ workId, onClose }: Props) => {
  const { t } = useTranslation('works');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = usePermission()(['works:edit']);
  const detail = useQuery({
    queryKey: worksKeys.deskDetail(workId ?? ''),
    queryFn: () => worksApi.deskDetail(workId!),
    enabled: Boolean(workId),
  });
  // The organiser's unsaved choice; until they touch it, what the server has.
  const [edited, setParts] = useState<WorkPublicPart[] | null>(null);
  const parts = edited ?? detail.data?.publicParts ?? [];
  const save = useMutation({
    mutationFn: () => worksApi.share(workId!, parts),
    onSuccess: () => {
      void message.success(t('desk.saved'));
      setParts(null);
      // Still unsaved: a return note being written.
      if (!returnForm.getFieldValue('note')) resetChanges();
      void queryClient.invalidateQueries({ queryKey: worksKeys.all });
    },
  });
  const [returnForm] = Form.useForm<{ note: string }>();
  // Closing with a return note typed or public parts changed and not saved asks first.
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(returnForm, onClose, workId);
  const giveBack = useMutation({
    mutationFn: (note: string) => worksApi.giveBack(workId!, note),
    onSuccess: () => {
      void message.success(t('desk.returnDone'));
      returnForm.resetFields();
      // Still unsaved: public parts ticked but not saved.
      if (edited === null) resetChanges();
      void queryClient.invalidateQueries({ queryKey: worksKeys.all });
    },
  });
  const work = detail.data;
  return (
    <Drawer
      open={Boolean(workId)}
      onClose={closeAsking}
      size="large"
      title={work?.title ?? t('detail.title')}
      destroyOnHidden
    >
      {!work ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            bordered
            items={[
              { key: 'c', label: t('detail.competition'), children: work.competitionName },
              { key: 's', label: t('detail.stage'), children: work.stageName },
              { key: 'i', label: t('detail.item'), children: work.itemName },
              { key: 't', label: t('detail.team'), children: work.teamName },
              { key: 'sc', label: t('detail.school'), children: work.schoolName || '—' },
              { key: 'v', label: t('detail.versions'), children: work.versionCount },
              {
                key: 'l',
                label: t('desk.shareLink'),
                children: (
                  <Typography.Text copyable className="works-field-value">
                    {`${window.location.origin}/works/detail?shareId=${work.shareId}`}
                  </Typography.Text>
                ),
              },
            ]}
          />
          {work.status === 'returned' && (
            <Alert type="warning" showIcon title={t('desk.returnedAlert', { note: work.returnNote })} />
          )}
          {canEdit && work.status === 'submitted' && (
            <Card size="small" title={t('desk.returnTitle')}>
              <Form
                form={returnForm}
                onValuesChange={noteChange}
                layout="vertical"
                onFinish={(values) => giveBack.mutate(values.note)}
              >
                <Typography.Paragraph type="secondary">{t('desk.returnHint')}</Typography.Paragraph>
                <Form.Item
                  name="note"
                  label={t('desk.returnNote')}
                  rules={[{ required: true, whitespace: true, message: t('desk.returnNoteRequired') }]}
                >
                  <Input.TextArea
                    rows={3}
                    maxLength={500}
                    showCount
                    placeholder={t('desk.returnNotePlaceholder')}
                  />
                </Form.Item>
                <Button danger htmlType="submit" size="small" loading={giveBack.isPending}>
                  {t('desk.returnSubmit')}
                </Button>
              </Form>
            </Card>
          )}
          <Card size="small" title={t('desk.publicParts')}>
            <Space direction="vertical">
              <Typography.Text type="secondary">{t('desk.partsAlways')}</Typography.Text>
              <Checkbox.Group<WorkPublicPart>
                value={parts}
                disabled={!canEdit}
                onChange={(next) => (noteChange(), setParts(next))}
                options={WORK_PUBLIC_PARTS.map((p) => ({ value: p, label: t(`desk.parts.${p}`) }))}
              />
              {canEdit && (
                <Button type="primary" size="small" loading={save.isPending} onClick={() => save.mutate()}>
                  {t('desk.savePublic')}
                </Button>
              )}
            </Space>
          </Card>
          <Card size="small" title={t('submit.history')}>
            <VersionHistory versions={work.versions} fieldLabels={work.fieldLabels} />
          </Card>
        </Space>
      )}
    </Drawer>
  );
};
