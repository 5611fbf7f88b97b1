import { useQuery } from '@tanstack/react-query';
import type { GroupSelection } from '@podium/contracts';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchGroupSelect } from '../../features/auth/auth-api.ts';
import { GroupCard } from '../../features/auth/GroupCard.tsx';
import { enterGroup } from '../../features/auth/sign-in-flow.ts';
import { LanguageSwitch } from '../../layouts/shared/LanguageSwitch.tsx';
import { SiteLogo } from '../../layouts/shared/SiteLogo.tsx';
import { UserMenu } from '../../layouts/shared/UserMenu.tsx';
import { getGroupId } from '../../storage/auth-storage.ts';
import '../../layouts/auth/auth.css';

/** /role: choose the organisation to act for; stores groupId, roles and special-group flags (spec §4). */
export const RolePage = () => {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { data: groups, isLoading } = useQuery({
    queryKey: ['organization', 'groupSelect'],
    queryFn: fetchGroupSelect,
  });
  const currentId = getGroupId();

  const enter = async (group: GroupSelection) => {
    setBusyId(group.groupId);
    try {
      navigate(await enterGroup(group, params.get('redirect')), { replace: true });
    } catch {
      setBusyId(null);
    }
  };

  return (
    <div className="auth role-page">
      <header className="auth-topbar">
        <Link to="/home/homepage" className="auth-brand" aria-label={t('auth.backHome')}>
          <SiteLogo />
        </Link>
        <div className="role-topbar-tools">
          <LanguageSwitch variant="light" />
          <UserMenu variant="portal" />
        </div>
      </header>
      <main className="role-main" id="main-content">
        <div className="role-panel">
          <h1 className="auth-title">{t('role.title')}</h1>
          <p className="role-subtitle">{t('role.subtitle')}</p>
          {isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
          {groups && groups.length === 0 && (
            <Empty description={t('role.empty')}>
              <Button type="primary" onClick={() => navigate('/home/homepage')}>
                {t('role.emptyAction')}
              </Button>
            </Empty>
          )}
          <ul className="group-list">
            {groups?.map((group) => (
              <li key={group.groupId}>
                <GroupCard
                  group={group}
                  isCurrent={group.groupId === currentId}
                  isBusy={busyId !== null}
                  onEnter={() => void enter(group)}
                />
              </li>
            ))}
          </ul>
        </div>
      </main>
    </div>
  );
};
