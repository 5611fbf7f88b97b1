import {
  ID_CARD_BIRTH_ERROR,
  ID_CARD_LENGTH,
  ID_CARD_LENGTH_ERROR,
  IdCardError,
  parseIdCard,
  type SystemUserRow,
} from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Drawer, Form, Input, Radio, Row, Select, Space, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordRules, USERNAME_PATTERN } from '../auth/form-rules.ts';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { addUser, updateUser, userKeys, useUserOptions } from './user-api.ts';
import { deptTree, groupTree } from './option-trees.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type UserForm = {
  username: string;
  realName: string;
  phone?: string;
  email?: string;
  idCard?: string;
  groupId: string;
  deptId?: string;
  roleIds?: string[];
  status: 0 | 1;
  avatar?: string;
  password?: string;
};

type UserDrawerProps = {
  open: boolean;
  user: SystemUserRow | null;
  defaultGroupId?: string;
  onClose: () => void;
};

/** Birthday, age and gender read from the ID number as it is typed (spec §5), or null. */
const useIdCardPreview = (value: unknown) => {
  const { t } = useTranslation('sysUser');
  if (typeof value !== 'string' || value.length !== ID_CARD_LENGTH) return null;
  try {
    const info = parseIdCard(value.toUpperCase());
    return t('idCardParsed', {
      birthday: info.birthday,
      age: info.age,
      gender: info.gender === 1 ? t('male') : t('female'),
    });
  } catch {
    return null;
  }
};

/** Add or edit a user. On edit, phone and ID number stay unless typed again (the list only has them masked). */
export const UserDrawer = ({ open, user, defaultGroupId, onClose }: UserDrawerProps) => {
  const { t } = useTranslation('sysUser');
  const { t: ta } = useTranslation('sysAccess');
  const { t: te } = useTranslation('errors');
  const { t: tp } = useTranslation('portal');
  const queryClient = useQueryClient();
  const options = useUserOptions();
  const [form] = Form.useForm<UserForm>();
  const {
    close: closeAsking,
    onValuesChange: noteChange,
    reset: resetChanges,
  } = useDiscardGuard(form, onClose);
  const isEdit = user !== null;
  const groupId = Form.useWatch('groupId', form);
  const idPreview = useIdCardPreview(Form.useWatch('idCard', form));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    resetChanges();
    if (user) {
      form.setFieldsValue({
        username: user.username,
        realName: user.realName,
        email: user.email,
        groupId: user.groupId,
        deptId: user.deptId || undefined,
        status: user.status === 1 ? 1 : 0,
        avatar: user.avatar,
      });
    } else {
      form.setFieldsValue({
        groupId: defaultGroupId ?? options.data?.groups[0]?.groupId,
        status: 1,
        roleIds: [],
      });
    }
  }, [open, user, defaultGroupId, options.data, form, resetChanges]);

  const save = useMutation({
    mutationFn: (values: UserForm) => {
      const common = {
        realName: values.realName,
        email: values.email ?? '',
        groupId: values.groupId,
        deptId: values.deptId ?? '',
        status: values.status,
        avatar: values.avatar ?? '',
      };
      if (isEdit) {
        return updateUser({
          userId: user.userId,
          username: values.username,
          ...common,
          ...(values.phone ? { phone: values.phone } : {}),
          ...(values.idCard ? { idCard: values.idCard.toUpperCase() } : {}),
        });
      }
      return addUser({
        username: values.username,
        password: values.password ?? '',
        roleIds: values.roleIds ?? [],
        ...common,
        phone: values.phone ?? '',
        ...(values.idCard ? { idCard: values.idCard.toUpperCase() } : {}),
      });
    },
    onSuccess: () => {
      void getMessage().success(ta('common.saved'));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onClose();
    },
  });

  const idCardRule = {
    validator: async (_rule: unknown, input: unknown) => {
      if (input === undefined || input === '') return;
      try {
        parseIdCard(typeof input === 'string' ? input.toUpperCase() : input);
      } catch (error) {
        if (!(error instanceof IdCardError)) throw error;
        const message =
          error.message === ID_CARD_LENGTH_ERROR
            ? te('idCardLength')
            : error.message === ID_CARD_BIRTH_ERROR
              ? te('idCardBirth')
              : error.message;
        throw new Error(message, { cause: error });
      }
    },
  };

  return (
    <Drawer
      open={open}
      onClose={closeAsking}
      title={isEdit ? t('editTitle') : t('addTitle')}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={closeAsking}>{ta('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {ta('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        name="user-drawer"
        form={form}
        onValuesChange={noteChange}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        requiredMark
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="username"
              label={t('field.username')}
              rules={[{ required: true }, { pattern: USERNAME_PATTERN, message: tp('auth.usernameRule') }]}
            >
              <Input maxLength={32} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="realName"
              label={t('field.realName')}
              rules={[{ required: true, whitespace: true, max: 32 }]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          {!isEdit && (
            <Col xs={24} md={12}>
              <Form.Item name="password" label={t('field.password')} rules={newPasswordRules(tp)}>
                <Input.Password maxLength={64} autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label={t('field.phone')}
              rules={[{ pattern: /^1\d{10}$/, message: t('phoneRule') }]}
            >
              <Input
                maxLength={11}
                placeholder={isEdit && user.phone ? t('keepHint', { value: user.phone }) : undefined}
                autoComplete="off"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('field.email')} rules={[{ type: 'email', max: 120 }]}>
              <Input maxLength={120} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="idCard" label={t('field.idCard')} rules={[idCardRule]} extra={idPreview}>
              <Input
                maxLength={ID_CARD_LENGTH}
                placeholder={isEdit && user.idCard ? t('keepHint', { value: user.idCard }) : undefined}
                autoComplete="off"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="groupId" label={t('field.group')} rules={[{ required: true }]}>
              <TreeSelect
                treeData={groupTree(options.data)}
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
                loading={options.isLoading}
                onChange={() => form.setFieldValue('deptId', undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="deptId" label={t('field.dept')}>
              <TreeSelect
                allowClear
                treeData={deptTree(options.data, groupId)}
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
              />
            </Form.Item>
          </Col>
          {!isEdit && (
            <Col xs={24} md={12}>
              <Form.Item name="roleIds" label={t('field.roles')}>
                <Select
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  options={(options.data?.roles ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('field.status')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('enabled') },
                  { value: 0, label: t('disabled') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="avatar" label={t('field.avatar')} rules={[{ type: 'url', max: 500 }]}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
};
