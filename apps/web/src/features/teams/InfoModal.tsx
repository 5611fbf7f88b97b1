import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { initialInfo, MemberInfoFields, toSaveBody, type MemberInfoValues } from './MemberInfoFields.tsx';
import { teamKeys, teamsApi } from './teams-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

/** "Complete my information" from the team page. */
export const InfoModal = ({
  open,
  required,
  onClose,
}: {
  open: boolean;
  required: string[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<MemberInfoValues>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, open);
  const me = useQuery({ queryKey: teamKeys.me, queryFn: teamsApi.me, enabled: open });
  const save = useMutation({
    mutationFn: (values: MemberInfoValues) => teamsApi.saveInfo(toSaveBody(values)),
    onSuccess: async () => {
      void message.success(t('info.saved'));
      await client.invalidateQueries({ queryKey: teamKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('info.title')}
      okText={t('info.save')}
      onOk={() => form.submit()}
      onCancel={closeAsking}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {me.data && (
        <Form
          onValuesChange={noteChange}
          form={form}
          layout="vertical"
          initialValues={initialInfo(me.data)}
          onFinish={(v) => save.mutate(v)}
        >
          <MemberInfoFields required={required} me={me.data} isTeacher={me.data.userType === 'teacher'} />
        </Form>
      )}
    </Modal>
  );
};
