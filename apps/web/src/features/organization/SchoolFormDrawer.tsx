import type { SchoolAddBody } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN, URL_OR_PATH_PATTERN, patternRule, requiredRule } from './form-rules.ts';
import { toTreeOptions } from './group-tree.ts';
import { groupApi, orgKeys, schoolApi } from './organization-api.ts';
import { useLevelOptions, useProvinceOptions } from './useProvinces.ts';
import { useOrgMutation } from './useOrgMutation.ts';
import { ContactFields } from './ContactFields.tsx';
import { getGroupId } from '../../storage/auth-storage.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Props = { open: boolean; onClose: () => void };

/** Creates a school: a group of type school under a chosen superior, with its information, in one call. */
export const SchoolFormDrawer = ({ open, onClose }: Props) => {
  const { t } = useTranslation('organization');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<SchoolAddBody>();
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose);
  const tree = useQuery({ queryKey: orgKeys.tree({}), queryFn: () => groupApi.tree({}), enabled: open });
  const provinces = useProvinceOptions();
  const levels = useLevelOptions();
  const save = useOrgMutation((values: SchoolAddBody) => schoolApi.add(values), 'saved', onClose);
  const required = (field: string) => requiredRule(t('common.required', { field }));
  return (
    <Drawer
      title={t('school.addTitle')}
      open={open}
      onClose={closeAsking}
      size={520}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={closeAsking}>{tc('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Form
        name="school-form-drawer"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        preserve={false}
        // A new school most often belongs to the organisation one is acting for.
        initialValues={{ level: 'undergraduate', parentId: getGroupId() ?? tree.data?.[0]?.groupId }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="parentId"
          label={t('school.parent')}
          rules={[{ required: true, message: t('common.chooseRequired', { field: t('school.parent') }) }]}
        >
          <TreeSelect
            treeData={toTreeOptions(tree.data ?? [])}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            loading={tree.isLoading}
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item
            name="name"
            label={t('school.name')}
            style={{ flex: 2 }}
            rules={[required(t('school.name')), { max: 64 }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('school.code')}
            style={{ flex: 1 }}
            rules={[required(t('school.code')), patternRule(CODE_PATTERN, t('common.codeRule'))]}
          >
            <Input maxLength={32} placeholder="SCH-..." />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item
            name="provinceCode"
            label={t('school.province')}
            style={{ flex: 1 }}
            rules={[{ required: true, message: t('common.chooseRequired', { field: t('school.province') }) }]}
          >
            <Select options={provinces} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="level" label={t('school.level')} style={{ flex: 1 }}>
            <Select options={levels} />
          </Form.Item>
        </Flex>
        <Form.Item name="address" label={t('school.address')} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="website"
          label={t('school.website')}
          rules={[patternRule(URL_OR_PATH_PATTERN, t('common.urlRule'))]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <ContactFields />
        <Form.Item name="intro" label={t('school.intro')} rules={[{ max: 5000 }]}>
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
