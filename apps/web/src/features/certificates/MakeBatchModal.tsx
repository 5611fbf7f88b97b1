import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, message } from 'antd';
import { useState } from 'react';
import type { Design } from '@podium/certificate';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { awardApi } from '../awards/award-api.ts';
import { batchApi } from './batch-api.ts';
import { SpecimenSealWarning } from './SpecimenSealWarning.tsx';
import './certificates.css';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Values = { title: string; listId: string };
type Props = {
  open: boolean;
  /** The design being issued (its title is the batch's title until the organiser changes it). */
  design: Design;
  /** Saves the design as it stands and returns its library id (the batch copies that document). */
  saveDesign: () => Promise<string>;
  onClose: () => void;
};

/**
 * Make (desk certificate/make): binds the design being edited to an award list as a certificate batch,
 * kept as a draft or sent straight to an approver. Nothing is issued until someone else approves it and
 * the batch is sent from certificate/send.
 */
export const MakeBatchModal = ({ open, design, saveDesign, onClose }: Props) => {
  const { t } = useTranslation('certificate');
  const [form] = Form.useForm<Values>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, open);
  const [keyword, setKeyword] = useState('');
  const lists = useQuery({
    queryKey: ['award', 'lists', 'pick', keyword],
    queryFn: () => awardApi.lists({ pageNum: 1, pageSize: 50, ...(keyword ? { name: keyword } : {}) }),
    enabled: open,
  });
  const make = useMutation({
    mutationFn: async ({ values, submit }: { values: Values; submit: boolean }) => {
      const designId = await saveDesign();
      const { batchId } = await batchApi.save({ listId: values.listId, title: values.title, designId });
      if (submit) await batchApi.submitCheck(batchId);
      return submit;
    },
    onSuccess: (submitted) => {
      void message.success(t(submitted ? 'make.submitted' : 'make.saved'));
      form.resetFields();
      onClose();
    },
  });
  const finish = async (submit: boolean) => {
    // A refused field shows its message under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (values) make.mutate({ values, submit });
  };
  return (
    <Modal
      open={open}
      title={t('make.title')}
      onCancel={closeAsking}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={closeAsking}>
          {t('make.cancel')}
        </Button>,
        <Button key="draft" loading={make.isPending} onClick={() => void finish(false)}>
          {t('make.saveDraft')}
        </Button>,
        <Button key="submit" type="primary" loading={make.isPending} onClick={() => void finish(true)}>
          {t('submitCheck')}
        </Button>,
      ]}
    >
      <SpecimenSealWarning design={design} className="cert-make-seal" />
      <p className="cert-make-intro">
        {t('make.intro')} <Link to="/certificate/send">{t('make.sendPage')}</Link>
      </p>
      <Form
        onValuesChange={noteChange}
        form={form}
        layout="vertical"
        initialValues={{ title: design.title }}
        preserve={false}
      >
        <Form.Item
          name="listId"
          label={t('batchList')}
          rules={[{ required: true, message: t('make.pickList') }]}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={lists.isFetching}
            placeholder={t('make.pickList')}
            data-testid="make-list"
            options={(lists.data?.rows ?? []).map((l) => ({
              value: l.listId,
              label: `${l.name} · ${l.competitionName} (${t('make.lines', { count: l.entryCount })})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('batchTitle')} rules={[{ required: true, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
