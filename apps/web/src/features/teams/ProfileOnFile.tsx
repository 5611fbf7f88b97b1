import type { UserDetail } from '@podium/contracts';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SHOWN = ['realName', 'idCard', 'phone', 'studentNo', 'college', 'major', 'grade'] as const;

/**
 * What the person's profile already holds, shown instead of asked again (personal numbers masked as
 * the server sends them), with the way to change it in the user centre.
 */
export const ProfileOnFile = ({ me }: { me: UserDetail }) => {
  const { t } = useTranslation('teams');
  const held = SHOWN.filter((field) => me[field]);
  if (held.length === 0) return null;
  return (
    <div className="teams-profile-on-file" data-testid="profile-on-file">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        title={t('info.onFile')}
        extra={
          <Link to="/center/set">
            <Button size="small" type="link">
              {t('info.editProfile')}
            </Button>
          </Link>
        }
        items={[
          ...(me.schoolName ? [{ key: 'school', label: t('info.school'), children: me.schoolName }] : []),
          ...held.map((field) => ({ key: field, label: t(`field.${field}`), children: me[field] })),
        ]}
      />
    </div>
  );
};
