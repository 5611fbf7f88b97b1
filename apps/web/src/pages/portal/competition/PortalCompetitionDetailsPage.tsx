import type { PortalCompetitionDetail } from '@podium/contracts';
import { PaperClipOutlined, PhoneOutlined, MailOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Skeleton, Tabs, Tag } from 'antd';
import { isApiError } from '../../../api/api-error.ts';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { BeijingTimeNote } from '../../../features/beijing-time/BeijingTimeNote.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallToAction } from '../../../features/competition/CallToAction.tsx';
import { competitionApi, competitionKeys } from '../../../features/competition/competition-api.ts';
import { feeSpan, fenToYuan, formatWindow } from '../../../features/competition/format.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../i18n/date-formats.ts';
import { PhaseTag } from '../../../features/competition/PhaseTag.tsx';
import { RichContent } from '../../../features/competition/RichContent.tsx';
import { ScheduleTimeline } from '../../../features/competition/ScheduleTimeline.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import '../../../features/competition/competition-desk.css';
import '../../../features/competition/competition-portal.css';
import { plainSummary, usePageMeta } from '../../../app/routes/page-title-store.ts';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/** The fee a sign-up costs: one amount, or the span when events or groups are priced apart. */
const FeeFact = ({ detail }: { detail: PortalCompetitionDetail }) => {
  const { t } = useTranslation('competition');
  const { min, max } = feeSpan(detail);
  if (max === 0) return <div>{t('portal.free')}</div>;
  if (min === max) return <div>{t('portal.fee', { amount: fenToYuan(max) })}</div>;
  return <div>{t('portal.feeRange', { min: fenToYuan(min), max: fenToYuan(max) })}</div>;
};

/** /home/competition/details: introduction, rules, guide, schedule, stages, items and groups, and what to do now. */
export const PortalCompetitionDetailsPage = () => {
  const { t } = useTranslation('competition');
  const { t: ta } = useTranslation('awardPortal');
  const punct = usePunctuation();
  const competitionId = useCompetitionId();
  const detail = useQuery({
    queryKey: competitionKeys.portalDetail(competitionId),
    queryFn: () => competitionApi.portalDetail(competitionId),
    enabled: Boolean(competitionId),
    retry: false,
  });
  const stages = useQuery({
    queryKey: competitionKeys.portalStages(competitionId),
    queryFn: () => competitionApi.portalStages(competitionId),
    enabled: detail.isSuccess,
  });
  usePageMeta(detail.data?.name, plainSummary(detail.data?.introduction));
  const schedule = useQuery({
    queryKey: competitionKeys.schedule(competitionId),
    queryFn: () => competitionApi.schedule(competitionId),
    enabled: detail.isSuccess,
  });

  if (detail.isLoading)
    return (
      <>
        <PortalPageBand />
        <div className="portal-container competition-detail-loading">
          <Skeleton active />
        </div>
      </>
    );
  const d = detail.data;
  if (!d) {
    // No id (an old /details link) or an unknown one is "not found", not a failure; only errors are.
    const notFound = !competitionId || (isApiError(detail.error) && detail.error.code === 404);
    return (
      <>
        <PortalPageBand />
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? t('portal.notFound') : t('portal.loadFailed')}
          subTitle={notFound ? t('portal.notFoundHint') : undefined}
          extra={
            <Link to="/home/competition">
              <Button type="primary">{t('portal.back')}</Button>
            </Link>
          }
          data-testid="competition-not-found"
        />
      </>
    );
  }

  const tabs = [
    { key: 'intro', label: t('portal.intro'), children: <RichContent html={d.introduction} /> },
    { key: 'rules', label: t('portal.rules'), children: <RichContent html={d.rules} /> },
    { key: 'guide', label: t('portal.guide'), children: <RichContent html={d.guide} /> },
  ].filter((tab) => tab.key === 'intro' || d[tab.key as 'rules' | 'guide']);

  return (
    <div className="competition-portal competition-detail">
      <section
        className={`portal-band competition-detail-hero level-${d.level}`}
        style={
          d.cover
            ? {
                backgroundImage: `linear-gradient(rgba(8,20,60,.55),rgba(8,20,60,.75)), url("${encodeURI(d.cover)}")`,
              }
            : undefined
        }
      >
        <div className="portal-container">
          <Link to="/home/competition" className="competition-detail-back">
            ← {t('portal.back')}
          </Link>
          <h1>{d.name}</h1>
          <div className="competition-detail-tags">
            <Tag color="red">{d.levelLabel}</Tag>
            {d.categoryLabel && <Tag color="blue">{d.categoryLabel}</Tag>}
            <PhaseTag phase={d.phase} />
            <span>{[d.year, d.season].filter(Boolean).join(' · ')}</span>
          </div>
          <p className="competition-detail-organizer">{t('portal.organizer', { name: d.groupName })}</p>
        </div>
      </section>
      <div className="portal-container competition-detail-body">
        <div className="competition-detail-main">
          <Card variant="borderless">
            <Tabs items={tabs} />
          </Card>
          <Card variant="borderless" title={t('portal.stages')} extra={<BeijingTimeNote />}>
            {stages.data?.length ? (
              <div className="competition-stages">
                {stages.data.map((s, index) => (
                  <div key={s.stageId} className="competition-stage">
                    <div className="competition-stage-index">{index + 1}</div>
                    <div className="competition-stage-body">
                      <h3>{s.name}</h3>
                      {s.description && <p>{s.description}</p>}
                      <dl>
                        {(
                          [
                            ['signUpWindow', s.signUpStart, s.signUpEnd],
                            ['submitWindow', s.submitStart, s.submitEnd],
                            ['reviewWindow', s.reviewStart, s.reviewEnd],
                          ] as const
                        )
                          .filter(([, start, end]) => start || end)
                          .map(([key, start, end]) => (
                            <div key={key}>
                              <dt>{t(`field.${key}`)}</dt>
                              <dd>{formatWindow(start, end, DATE_TIME_FORMAT)}</dd>
                            </div>
                          ))}
                      </dl>
                    </div>
                  </div>
                ))}
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
          <Card variant="borderless" title={t('portal.schedule')} extra={<BeijingTimeNote />}>
            <ScheduleTimeline entries={schedule.data?.timeline ?? []} />
          </Card>
        </div>
        <aside className="competition-detail-side">
          <Card variant="borderless" className="competition-cta-card">
            <div className="competition-cta-facts">
              <div>
                {d.mode === 'team'
                  ? t('portal.teamSize', { min: d.teamMin, max: d.teamMax })
                  : t('portal.individual')}
              </div>
              <FeeFact detail={d} />
              {d.signUpStart && (
                <div>
                  {t('portal.signUpWindow')}
                  {punct.colon}
                  {formatBeijing(d.signUpStart, DATE_FORMAT)} –{' '}
                  {d.signUpEnd ? formatBeijing(d.signUpEnd, DATE_FORMAT) : '…'}
                </div>
              )}
              <BeijingTimeNote />
            </div>
            <CallToAction detail={d} />
            <Link
              className="competition-reward-link"
              to={`/home/reward?competitionId=${encodeURIComponent(d.competitionId)}`}
            >
              <TrophyOutlined /> {ta('viewAwards')}
            </Link>
          </Card>
          <Card variant="borderless" title={t('portal.items')}>
            <ul className="competition-list">
              {d.items.map((i) => (
                <li key={i.itemId}>
                  <strong>{i.name}</strong>
                  {i.description && <span>{i.description}</span>}
                </li>
              ))}
            </ul>
          </Card>
          {d.participantGroups.length > 0 && (
            <Card variant="borderless" title={t('portal.groups')}>
              {d.participantGroups.map((g) => (
                <Tag key={g.groupId}>{g.name}</Tag>
              ))}
            </Card>
          )}
          {d.attachments.length > 0 && (
            <Card variant="borderless" title={t('portal.attachments')}>
              <ul className="competition-list">
                {d.attachments.map((a) => (
                  <li key={a.url}>
                    <a href={a.url} target="_blank" rel="noopener noreferrer">
                      <PaperClipOutlined /> {a.name}
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {d.contacts.length > 0 && (
            <Card variant="borderless" title={t('portal.contacts')}>
              <ul className="competition-list">
                {d.contacts.map((c) => (
                  <li key={`${c.name}${c.phone}`}>
                    <strong>
                      {c.name}
                      {c.role && ` · ${c.role}`}
                    </strong>
                    {c.phone && (
                      <span>
                        <PhoneOutlined /> {c.phone}
                      </span>
                    )}
                    {c.email && (
                      <span>
                        <MailOutlined /> {c.email}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
};
