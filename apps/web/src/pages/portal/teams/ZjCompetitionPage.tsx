import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Space, Steps, Tag } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useNow } from '../../../features/competition/useNow.ts';
import { BeijingTimeNote } from '../../../features/beijing-time/BeijingTimeNote.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import { competitionApi, competitionKeys } from '../../../features/competition/competition-api.ts';
import { teamKeys, teamsApi } from '../../../features/teams/teams-api.ts';
import { useNavEntryLabel } from '../../../features/website/useNavEntryLabel.ts';
import { hasAccessToken } from '../../../storage/auth-storage.ts';
import '../../../features/teams/teams.css';

const enc = encodeURIComponent;

/**
 * /home/zjCompetition: the sign-up entrance — how taking part works, the competitions whose sign-up is open
 * now, and (signed in) my sign-ups. Opened from a header entry with a level (`?level=provincial`) it
 * lists that level only and is titled as the entry.
 */
export const ZjCompetitionPage = () => {
  const { t } = useTranslation('teams');
  const signedIn = hasAccessToken();
  const level = useSearchParams()[0].get('level') || undefined;
  const entryLabel = useNavEntryLabel(level);
  usePageMeta(entryLabel);
  const params = { pageNum: 1, pageSize: 50, status: 'published', ...(level ? { level } : {}) };
  const list = useQuery({
    queryKey: competitionKeys.portalPage(params),
    queryFn: () => competitionApi.portalPage(params),
  });
  const mine = useQuery({ queryKey: teamKeys.mine(), queryFn: () => teamsApi.myTeams(), enabled: signedIn });
  const now = useNow();
  const open = (list.data?.rows ?? []).filter(
    (c) => c.signUpStart && c.signUpEnd && now > Date.parse(c.signUpStart) && now < Date.parse(c.signUpEnd),
  );
  const steps = t('zj.steps', { returnObjects: true });
  return (
    <div className="teams-page">
      <section className="portal-band teams-hero">
        <div className="portal-container">
          <h1>{entryLabel ?? t('zj.title')}</h1>
          <p>{t('zj.subtitle')}</p>
        </div>
      </section>
      <div className="portal-container">
        <Card variant="borderless" className="teams-steps">
          <Steps size="small" responsive current={0} items={steps.map((title) => ({ title }))} />
        </Card>
        {list.isLoading ? (
          <Skeleton active />
        ) : open.length === 0 ? (
          <Card variant="borderless">
            <Empty description={t('signUp.noOpen')} />
          </Card>
        ) : (
          <div className="teams-cards" data-testid="open-competitions">
            {open.map((c) => {
              const signed = mine.data?.find((m) => m.competitionId === c.competitionId);
              return (
                <Card key={c.competitionId} variant="borderless">
                  <div className="teams-member-name">{c.name}</div>
                  <Space wrap size={[4, 4]} style={{ margin: '8px 0' }}>
                    <Tag color="red">{c.levelLabel}</Tag>
                    {c.categoryLabel && <Tag color="blue">{c.categoryLabel}</Tag>}
                    <Tag>{c.mode === 'team' ? t('zj.team') : t('zj.individual')}</Tag>
                  </Space>
                  <div className="teams-member-sub">{c.groupName}</div>
                  <div className="teams-member-sub">
                    {t('zj.until', { date: formatBeijing(c.signUpEnd) })} <BeijingTimeNote />
                  </div>
                  <Space style={{ marginTop: 12 }} wrap>
                    {signed ? (
                      <Link to={`/home/competition/team/details?teamId=${enc(signed.teamId)}`}>
                        <Button type="primary">{t('cta.viewTeam')}</Button>
                      </Link>
                    ) : (
                      <Link to={`/home/signUp?competitionId=${enc(c.competitionId)}`}>
                        <Button type="primary">{t('zj.signUp')}</Button>
                      </Link>
                    )}
                    <Link to={`/home/competition/details?competitionId=${enc(c.competitionId)}`}>
                      <Button>{t('zj.details')}</Button>
                    </Link>
                  </Space>
                </Card>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
};
