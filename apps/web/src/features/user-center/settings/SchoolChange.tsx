import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterProfile } from '@podium/contracts';
import { FormDialog } from '../../form-dialog/FormDialog.tsx';
import { centerApi, centerKeys, useCenterMutation } from '../center-api.ts';

type Values = { schoolId: string; note?: string };

/**
 * Once a school is set, the profile no longer changes it: the person asks the new school, which approves
 * (the server refuses a direct change). Shows the open or last request, a withdraw button, and the form
 * (a FormDialog: closing it with a school picked or a note typed asks first).
 */
export const SchoolChange = ({ profile }: { profile: CenterProfile }) => {
  const { t } = useTranslation('center');
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const request = useQuery({ queryKey: centerKeys.schoolChange, queryFn: centerApi.schoolChange });
  const schools = useQuery({
    queryKey: ['center', 'schools', keyword],
    queryFn: () => centerApi.schools(keyword),
    enabled: open,
    staleTime: 60_000,
  });
  const apply = useCenterMutation(centerApi.applySchoolChange, t('schoolChange.sent'), () => setOpen(false));
  const cancel = useCenterMutation(centerApi.cancelSchoolChange, t('schoolChange.withdrawn'));
  const last = request.data;
  const isPending = last?.status === 'pending';
  return (
    <div className="school-change" data-testid="school-change">
      <Space wrap size={4}>
        <span className="school-change-hint">{t('schoolChange.locked')}</span>
        {!isPending && (
          <Button size="small" type="link" onClick={() => setOpen(true)} data-testid="school-change-open">
            {t('schoolChange.apply')}
          </Button>
        )}
      </Space>
      {isPending && (
        <Alert
          type="info"
          showIcon
          message={t('schoolChange.pending', { school: last.toSchoolName })}
          action={
            <Button size="small" loading={cancel.isPending} onClick={() => cancel.mutate(undefined)}>
              {t('schoolChange.withdraw')}
            </Button>
          }
        />
      )}
      {last?.status === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          message={t('schoolChange.rejected', { school: last.toSchoolName, reason: last.reason })}
        />
      )}
      <FormDialog<Values>
        open={open}
        recordKey={null}
        title={t('schoolChange.title')}
        okText={t('schoolChange.submit')}
        onClose={() => setOpen(false)}
        onSubmit={(values) => apply.mutateAsync({ schoolId: values.schoolId, note: values.note ?? '' })}
      >
        <p>{t('schoolChange.lead', { school: profile.schoolName })}</p>
        <Form.Item
          label={t('schoolChange.newSchool')}
          name="schoolId"
          rules={[{ required: true, message: t('schoolChange.newSchoolRequired') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('set.schoolPlaceholder')}
            loading={schools.isFetching}
            options={(schools.data?.rows ?? [])
              .filter((s) => s.schoolId !== profile.schoolId)
              .map((s) => ({ value: s.schoolId, label: s.name }))}
          />
        </Form.Item>
        <Form.Item label={t('schoolChange.note')} name="note">
          <Input.TextArea maxLength={200} rows={3} placeholder={t('schoolChange.notePlaceholder')} />
        </Form.Item>
      </FormDialog>
    </div>
  );
};
