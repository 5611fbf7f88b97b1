import { Alert, App, Button, Card, Empty, Popconfirm, Result, Skeleton, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../features/auth/session-store.ts';
import { teamsApi } from '../../../features/teams/teams-api.ts';
import { centerApi, centerKeys } from '../../../features/user-center/center-api.ts';
import { EnrollStatusTag } from '../../../features/user-center/EnrollStatusTag.tsx';
import { EntryOutcomeTag } from '../../../features/user-center/EntryStanding.tsx';
import { NextActions } from '../../../features/user-center/NextActions.tsx';
import { UserAvatar } from '../../../layouts/shared/UserAvatar.tsx';
import '../../../features/user-center/center-pages.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

/** Which section each overview number opens. */
const COUNT_LINKS: Record<string, string> = {
  competitions: '/center/competition',
  works: '/center/work',
  rewards: '/center/reward',
  openForms: '/center/informationSub',
};

/** /center/users: profile card, my numbers, and the sign-ups that want something done next. */
export const CenterProfilePage = () => {
  const { t } = useTranslation('center');
  const punct = usePunctuation();
  const { user } = useSession();
  const overview = useQuery({ queryKey: centerKeys.overview, queryFn: centerApi.overview });
  const { message } = App.useApp();
  const client = useQueryClient();
  const decline = useMutation({
    mutationFn: (invitationId: string) => teamsApi.decline(invitationId),
    onSuccess: async () => {
      void message.success(t('action.declined'));
      await client.invalidateQueries({ queryKey: centerKeys.overview });
    },
  });
  if (overview.isError) return <Result status="warning" title={t('common.loadFailed')} />;
  const data = overview.data;
  const profile = data?.profile;
  return (
    <div className="center-page">
      <Card variant="borderless">
        {!profile ? (
          <Skeleton avatar active />
        ) : (
          <div className="center-hero">
            <UserAvatar user={user} size={72} />
            <div className="center-hero-main">
              <h1>{t('overview.greeting', { name: profile.realName || profile.username })}</h1>
              <div className="center-hero-meta">
                <span>
                  {t('overview.school')}
                  {punct.colon}
                  {profile.schoolName || t('overview.notSet')}
                </span>
                <span>
                  {t('overview.phone')}
                  {punct.colon}
                  {profile.phone || t('overview.notSet')}
                </span>
                <span>
                  {t('overview.email')}
                  {punct.colon}
                  {profile.email || t('overview.notSet')}
                </span>
                <span>
                  {t('overview.bankCard')}
                  {punct.colon}
                  {profile.hasBankCard ? t('overview.bankCardYes') : t('overview.bankCardNo')}
                </span>
              </div>
            </div>
            <Link to="/center/set">
              <Button type={profile.missing.length ? 'primary' : 'default'}>
                {t('overview.editProfile')}
              </Button>
            </Link>
          </div>
        )}
        {profile && profile.missing.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title={t('overview.missing', {
              fields: punct.list(profile.missing.map((f) => t(`field.${f}` as 'field.phone'))),
            })}
          />
        )}
      </Card>
      <div className="center-stats">
        {Object.entries(data?.counts ?? { competitions: 0, works: 0, rewards: 0, openForms: 0 }).map(
          ([key, value]) => (
            <Link key={key} to={COUNT_LINKS[key] ?? '/center/users'} className="center-stat" data-count={key}>
              <strong>{overview.isLoading ? '–' : value}</strong>
              <span>{t(`overview.counts.${key}` as 'overview.counts.works', { defaultValue: key })}</span>
            </Link>
          ),
        )}
      </div>
      <Card variant="borderless" title={t('overview.next')} loading={overview.isLoading}>
        {data?.invitations.map((invitation) => (
          <div className="center-entry center-todo" key={invitation.invitationId} data-todo="invitation">
            <div className="center-entry-head">
              <span className="center-entry-title">{invitation.competitionName}</span>
              <Tag bordered={false}>{invitation.itemName}</Tag>
            </div>
            <p className="center-entry-meta">
              {t('overview.invitation', {
                captain: invitation.captainName,
                team: invitation.teamName,
                role: t(`overview.invitationRole.${invitation.role}`),
              })}
            </p>
            <Space wrap size={8}>
              <Link to={invitation.path}>
                <Button size="small" type="primary" data-action="acceptInvitation">
                  {t('action.acceptInvitation')}
                </Button>
              </Link>
              <Popconfirm
                title={t('action.declineInvitation')}
                onConfirm={() => decline.mutate(invitation.invitationId)}
              >
                <Button size="small" data-action="declineInvitation" loading={decline.isPending}>
                  {t('action.declineInvitation')}
                </Button>
              </Popconfirm>
            </Space>
          </div>
        ))}
        {data?.todo.map((item) => (
          <div className="center-entry center-todo" key={item.key} data-todo={item.key}>
            <div className="center-entry-head">
              <span className="center-entry-title">{t(`overview.todo.${item.key}`)}</span>
              <Tag color="processing" bordered={false}>
                {item.count}
              </Tag>
            </div>
            <Link to={item.link}>
              <Button size="small" type="primary">
                {t(`overview.todoGo.${item.key}`)}
              </Button>
            </Link>
          </div>
        ))}
        {data && data.next.length === 0 && data.todo.length === 0 && data.invitations.length === 0 ? (
          <Empty description={t('overview.nextEmpty')}>
            <Link to="/home/competition">
              <Button type="primary">{t('overview.browse')}</Button>
            </Link>
          </Empty>
        ) : (
          data?.next.map((row) => (
            <div className="center-entry" key={row.teamId}>
              <div className="center-entry-head">
                <span className="center-entry-title">{row.competitionName}</span>
                <Space size={4}>
                  <Tag bordered={false}>{row.teamName}</Tag>
                  <EnrollStatusTag status={row.status} />
                  <EntryOutcomeTag outcome={row.outcome} />
                </Space>
              </div>
              <NextActions row={row} size="small" />
            </div>
          ))
        )}
      </Card>
    </div>
  );
};
