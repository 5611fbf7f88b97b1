import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session-store.ts';
import { holdsAllPermissions } from '../permission/has-permission.ts';
import { useRoleName } from '../roles/role-name.ts';

type ProfileCardProps = { groupName: string | undefined };

/** Who is signed in and as what. */
export const ProfileCard = ({ groupName }: ProfileCardProps) => {
  const { t } = useTranslation('desk');
  const { user, roles, permissions } = useSession();
  const roleName = useRoleName();
  const items = [
    { key: 'username', label: t('workbench.username'), children: user?.username },
    { key: 'realName', label: t('workbench.realName'), children: user?.realName },
    { key: 'group', label: t('workbench.group'), children: groupName ?? '—' },
    {
      key: 'roles',
      label: t('workbench.roles'),
      // People read role names; the keys (with the spec's default "t") only when no name came back.
      children: (user?.roleNames.length ? user.roleNames : roles).map((role) => (
        <Tag key={role} color="blue">
          {roleName(role)}
        </Tag>
      )),
    },
    // An expert works through their own assignments and holds no desk permission: "0" would only puzzle them.
    ...(holdsAllPermissions({ roles, permissions }) || permissions.length > 0
      ? [
          {
            key: 'permissions',
            label: t('workbench.permissions'),
            children: holdsAllPermissions({ roles, permissions })
              ? t('workbench.allPermissions')
              : permissions.length,
          },
        ]
      : []),
  ];
  return (
    <Card
      title={<h2 className="card-heading">{t('workbench.profile')}</h2>}
      variant="borderless"
      className="workbench-card"
    >
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
};
