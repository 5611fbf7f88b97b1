import type { SystemUserRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Empty, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../roles/role-name.ts';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { setUserRoles, userKeys, useUserOptions } from './user-api.ts';

/** Assigns roles to one user: the roles the actor may grant, ticked where the user holds them. */
export const RoleModal = ({ user, onClose: close }: { user: SystemUserRow | null; onClose: () => void }) => {
  const { t } = useTranslation('sysUser');
  const roleName = useRoleName();
  const { t: ta } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const options = useUserOptions();
  // The ticks being edited, for the user they belong to; another user starts from their own roles.
  const [edited, setEdited] = useState<{ userId: string; roleIds: string[] } | null>(null);
  const roleIds = edited && edited.userId === user?.userId ? edited.roleIds : (user?.roleIds ?? []);
  const setRoleIds = (ids: string[]) => user && setEdited({ userId: user.userId, roleIds: ids });
  const onClose = () => (setEdited(null), close());
  const grantable = options.data?.roles ?? [];
  const save = useMutation({
    // Roles the actor cannot grant are kept by the server whatever is sent: send only grantable ones.
    mutationFn: () =>
      setUserRoles(
        user!.userId,
        roleIds.filter((id) => grantable.some((r) => r.roleId === id)),
      ),
    onSuccess: () => {
      void getMessage().success(ta('common.saved'));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={user !== null}
      title={t('roleModal.title', { name: user?.realName ?? '' })}
      onCancel={onClose}
      onOk={() => save.mutate()}
      confirmLoading={save.isPending}
      okText={ta('common.save')}
      cancelText={ta('common.cancel')}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('roleModal.hint')} style={{ marginBottom: 16 }} />
      <Spin spinning={options.isLoading}>
        {grantable.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Checkbox.Group value={roleIds} onChange={(values) => setRoleIds(values.map(String))}>
            <Space direction="vertical">
              {grantable.map((r) => (
                <Checkbox key={r.roleId} value={r.roleId}>
                  {roleName(r.roleName)} <span style={{ opacity: 0.6 }}>({r.roleKey})</span>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        )}
      </Spin>
    </Modal>
  );
};
