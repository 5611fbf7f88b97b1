import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { sceneApi, sceneKeys } from './scene-api.ts';

type Values = { room: string; minutes: number; showNames: boolean; entryIds: string[] };

/**
 * Creates an on-site session of the stage: room, minutes per team, teams (in the order picked). Closing
 * with teams already picked asks first (FormDialog).
 */
export const SessionFormModal = ({ stageId }: { stageId: string }) => {
  const { t } = useTranslation('scene');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const entries = useQuery({
    queryKey: sceneKeys.entries(stageId),
    queryFn: () => sceneApi.entries(stageId),
    enabled: open,
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      sceneApi.save({
        stageId,
        room: values.room,
        durationSec: Math.round(values.minutes * 60),
        showNames: values.showNames,
        entryIds: values.entryIds,
      }),
    onSuccess: async () => {
      void message.success(t('desk.saved'));
      await client.invalidateQueries({ queryKey: sceneKeys.sessions(stageId) });
    },
  });
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('desk.newSession')}
      </Button>
      <FormDialog<Values>
        open={open}
        recordKey={null}
        title={t('desk.newSession')}
        initialValues={{ minutes: 8, showNames: true, entryIds: [] }}
        onClose={() => setOpen(false)}
        onSubmit={(values) => save.mutateAsync(values)}
      >
        <Form.Item name="room" label={t('desk.room')} rules={[{ required: true, whitespace: true, max: 50 }]}>
          <Input placeholder={t('desk.roomPlaceholder')} />
        </Form.Item>
        <Form.Item name="minutes" label={t('desk.duration')} rules={[{ required: true }]}>
          <InputNumber min={0.5} max={120} step={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="showNames" valuePropName="checked">
          <Checkbox>{t('desk.showNames')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="entryIds"
          label={t('desk.entries')}
          extra={t('desk.entriesHint')}
          rules={[{ required: true, type: 'array', min: 1 }]}
        >
          <Select
            mode="multiple"
            loading={entries.isLoading}
            optionFilterProp="label"
            options={(entries.data?.rows ?? []).map((e) => ({
              value: e.entryId,
              label: e.schoolName ? `${e.teamName} · ${e.schoolName}` : e.teamName,
            }))}
          />
        </Form.Item>
      </FormDialog>
    </>
  );
};
