import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GroupUsersTable } from '../../../features/organization/GroupUsersTable.tsx';
import { getGroupId } from '../../../storage/auth-storage.ts';

/** /system/groud/user?groupId=: the users of one organisation (the acting group when none is named). */
export const GroupUsersPage = () => {
  const { t } = useTranslation('organization');
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? getGroupId() ?? '';
  return (
    <Card title={t('users.title')}>
      {groupId ? (
        <GroupUsersTable groupId={groupId} />
      ) : (
        <Empty description={<Link to="/system/group">{t('detail.toList')}</Link>} />
      )}
    </Card>
  );
};
