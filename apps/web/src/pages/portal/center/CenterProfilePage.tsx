import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/auth/session-store.ts';

/** /center/users: the signed-in user's basic information (editing arrives with the user-centre issue). */
export const CenterProfilePage = () => {
  const { t } = useTranslation(['common', 'desk']);
  const { user, roles } = useSession();
  const items = [
    { key: 'username', label: t('desk:workbench.username'), children: user?.username },
    { key: 'realName', label: t('desk:workbench.realName'), children: user?.realName },
    {
      key: 'roles',
      label: t('desk:workbench.roles'),
      children: roles.map((role) => (
        <Tag key={role} color="blue">
          {role}
        </Tag>
      )),
    },
  ];
  return (
    <Card title={<h1 className="card-heading">{t('route.centerUsers')}</h1>} variant="borderless">
      <Descriptions column={1} bordered items={items} />
    </Card>
  );
};
