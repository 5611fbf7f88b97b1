import { Button, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { CenterProfile } from '@podium/contracts';
import { reloadSession } from '../../auth/session-store.ts';
import { ImageUpload } from '../../upload/index.ts';
import { centerApi, centerKeys, useCenterMutation } from '../center-api.ts';
import { useSchoolSearch } from '../useSchoolSearch.ts';
import { SchoolChange } from './SchoolChange.tsx';
import { welcomeNext } from './WelcomeAlert.tsx';

type Values = {
  realName: string;
  avatarFileId?: string;
  gender: 1 | 2 | null;
  schoolId: string | null;
  collegeId: string | null;
  majorId: string | null;
  studentNo: string;
};

/** The file id inside an avatar URL ("/prod-api/common/file/<id>"), for the upload control. */
const fileIdOf = (url: string) => /\/common\/file\/([A-Za-z0-9_-]{21})$/.exec(url)?.[1];

/** Name, picture, gender, school → college → major (each list depends on the one before), number. */
export const ProfileForm = ({ profile }: { profile: CenterProfile }) => {
  const { t } = useTranslation('center');
  const [form] = Form.useForm<Values>();
  const schoolId = Form.useWatch('schoolId', form);
  const collegeId = Form.useWatch('collegeId', form);
  const schools = useSchoolSearch(profile);
  const colleges = useQuery({
    queryKey: ['center', 'colleges', schoolId],
    queryFn: () => centerApi.colleges(schoolId!),
    enabled: Boolean(schoolId),
  });
  const majors = useQuery({
    queryKey: ['center', 'majors', collegeId],
    queryFn: () => centerApi.majors(collegeId!),
    enabled: Boolean(collegeId),
  });
  useEffect(() => {
    form.setFieldsValue({
      realName: profile.realName,
      avatarFileId: fileIdOf(profile.avatar),
      gender: profile.gender === 1 || profile.gender === 2 ? profile.gender : null,
      schoolId: profile.schoolId,
      collegeId: profile.collegeId,
      majorId: profile.majorId,
      studentNo: profile.studentNo,
    });
  }, [form, profile]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useCenterMutation(centerApi.saveProfile, t('common.saved'), () => {
    void reloadSession();
    // A new account that saved its profile goes on to where it was going (e.g. a competition's sign-up).
    const next = welcomeNext(params);
    if (next) void navigate(next);
  });
  return (
    <Form
      form={form}
      layout="vertical"
      className="center-form"
      onFinish={(values) =>
        save.mutate({
          ...values,
          avatarFileId:
            values.avatarFileId === fileIdOf(profile.avatar) ? undefined : (values.avatarFileId ?? null),
          studentNo: values.studentNo ?? '',
        })
      }
    >
      <Form.Item label={t('set.avatar')} name="avatarFileId">
        <ImageUpload purpose="avatar" />
      </Form.Item>
      <Form.Item label={t('set.username')}>
        <Input value={profile.username} disabled />
      </Form.Item>
      <Form.Item label={t('field.realName')} name="realName" rules={[{ required: true, max: 32 }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item label={t('set.gender')} name="gender">
        <Radio.Group
          options={[
            { value: 1, label: t('set.male') },
            { value: 2, label: t('set.female') },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t('field.school')}
        name="schoolId"
        // The first choice is the person's; after it, the new school approves a move (SchoolChange).
        extra={profile.schoolId ? <SchoolChange profile={profile} /> : undefined}
      >
        <Select
          disabled={Boolean(profile.schoolId)}
          showSearch={{ filterOption: false, onSearch: schools.onSearch }}
          placeholder={t('set.schoolPlaceholder')}
          options={schools.options}
          loading={schools.loading}
          onChange={() => form.setFieldsValue({ collegeId: null, majorId: null })}
        />
      </Form.Item>
      <Form.Item label={t('field.college')} name="collegeId">
        <Select
          allowClear
          disabled={!schoolId}
          loading={colleges.isFetching}
          options={(colleges.data ?? []).map((c) => ({ value: c.collegeId, label: c.name }))}
          onChange={() => form.setFieldsValue({ majorId: null })}
        />
      </Form.Item>
      <Form.Item label={t('field.major')} name="majorId">
        <Select
          allowClear
          disabled={!collegeId}
          loading={majors.isFetching}
          options={(majors.data ?? []).map((m) => ({ value: m.majorId, label: m.name }))}
        />
      </Form.Item>
      <Form.Item
        label={t('field.studentNo')}
        name="studentNo"
        rules={[{ pattern: /^[A-Za-z0-9-]*$/, message: t('set.studentNoPlaceholder') }]}
      >
        <Input maxLength={32} placeholder={t('set.studentNoPlaceholder')} />
      </Form.Item>
      {profile.idCard && (
        <Form.Item label={t('set.idCard')}>
          <Input value={profile.idCard} disabled />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
};

/** Loads the profile, then the form. */
export const ProfileSection = () => {
  const profile = useQuery({ queryKey: centerKeys.profile, queryFn: centerApi.profile });
  return profile.data ? <ProfileForm profile={profile.data} /> : <Skeleton active />;
};
