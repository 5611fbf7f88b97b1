import type { SchoolInfoSaveBody } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Flex, Form, Input, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../permission/usePermission.ts';
import { URL_OR_PATH_PATTERN, patternRule } from './form-rules.ts';
import { orgKeys, schoolApi } from './organization-api.ts';
import { useLevelOptions, useProvinceOptions } from './useProvinces.ts';
import { useOrgMutation } from './useOrgMutation.ts';
import { ContactFields } from './ContactFields.tsx';

type Values = Omit<SchoolInfoSaveBody, 'schoolId'>;

/** The information of one school (table school_infos); read-only without system:school:edit. */
export const SchoolInfoForm = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation('organization');
  const can = usePermission();
  const [form] = Form.useForm<Values>();
  const info = useQuery({ queryKey: orgKeys.schoolInfo(schoolId), queryFn: () => schoolApi.info(schoolId) });
  const provinces = useProvinceOptions();
  const levels = useLevelOptions();
  const save = useOrgMutation((v: Values) => schoolApi.saveInfo({ ...v, schoolId }), 'saved');
  const logoUrl = Form.useWatch('logoUrl', form);
  const editable = can(['system:school:edit']);

  useEffect(() => {
    if (info.data) form.setFieldsValue(info.data);
  }, [info.data, form]);

  if (info.isLoading) return <Skeleton active />;
  return (
    <Form
      name="school-info-form"
      form={form}
      layout="vertical"
      disabled={!editable || save.isPending}
      onFinish={(v) => save.mutate(v)}
      style={{ maxWidth: 760 }}
    >
      <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
        <Avatar size={64} src={logoUrl || undefined} shape="square">
          {info.data?.name.slice(0, 2)}
        </Avatar>
        <div>
          <strong>{info.data?.name}</strong>
          <div>{info.data?.code}</div>
        </div>
      </Flex>
      <Flex gap={12}>
        <Form.Item name="provinceCode" label={t('school.province')} style={{ flex: 1 }}>
          <Select options={provinces} showSearch optionFilterProp="label" allowClear />
        </Form.Item>
        <Form.Item name="level" label={t('school.level')} style={{ flex: 1 }}>
          <Select options={levels} />
        </Form.Item>
      </Flex>
      <Form.Item name="address" label={t('school.address')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item
          name="website"
          label={t('school.website')}
          style={{ flex: 1 }}
          rules={[patternRule(URL_OR_PATH_PATTERN, t('common.urlRule'))]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="logoUrl"
          label={t('school.logoUrl')}
          style={{ flex: 1 }}
          rules={[patternRule(URL_OR_PATH_PATTERN, t('common.urlRule'))]}
        >
          <Input placeholder="https:// or /uploads/…" />
        </Form.Item>
      </Flex>
      <ContactFields />
      <Form.Item name="intro" label={t('school.intro')} rules={[{ max: 5000 }]}>
        <Input.TextArea rows={6} maxLength={5000} showCount />
      </Form.Item>
      {editable && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
};
