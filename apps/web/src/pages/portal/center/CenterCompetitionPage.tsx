import { Button, Card, Empty, Input, Result, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ENROLL_STATUSES, type MyCompetitionRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fenToYuan } from '../../../features/competition/format.ts';
import { centerApi, centerKeys, formatDate, formatTime } from '../../../features/user-center/center-api.ts';
import { EnrollStatusTag } from '../../../features/user-center/EnrollStatusTag.tsx';
import { EntryOutcomeTag, EntryStanding } from '../../../features/user-center/EntryStanding.tsx';
import { NextActions } from '../../../features/user-center/NextActions.tsx';
import '../../../features/user-center/center-pages.css';
import { MyReviewResults } from '../../../features/review-outcomes/MyReviewResults.tsx';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

const Entry = ({ row }: { row: MyCompetitionRow }) => {
  const { t } = useTranslation('center');
  const punct = usePunctuation();
  return (
    <div className="center-entry" data-testid="my-competition">
      <div className="center-entry-head">
        <Link
          to={`/home/competition/details?competitionId=${row.competitionId}`}
          className="center-entry-title"
        >
          {row.competitionName}
        </Link>
        <Space size={4} wrap>
          <Tag bordered={false}>{t(`competition.mode.${row.mode === 'team' ? 'team' : 'individual'}`)}</Tag>
          <Tag bordered={false}>{t(`competition.role.${row.role}`)}</Tag>
          <EnrollStatusTag status={row.status} />
          {row.paidBySchool && (
            <Tag color="purple" bordered={false} data-testid="paid-by-school">
              {t('competition.paidBySchool')}
            </Tag>
          )}
          <EntryOutcomeTag outcome={row.outcome} />
        </Space>
      </div>
      <div className="center-entry-meta">
        <span>
          {t('competition.stage')}
          {punct.colon}
          {row.stageName}
        </span>
        <span>
          {t('competition.item')}
          {punct.colon}
          {row.itemName}
        </span>
        {row.participantGroupName && (
          <span>
            {t('competition.group')}
            {punct.colon}
            {row.participantGroupName}
          </span>
        )}
        <span>
          {t('competition.team')}
          {punct.colon}
          {row.teamName}
          {row.mode === 'team' && ` · ${t('competition.members', { count: row.memberCount })}`}
        </span>
        {row.feeFen > 0 && <span>{t('competition.fee', { amount: fenToYuan(row.feeFen) })}</span>}
        {row.signUpEnd && (
          <span>
            {t('competition.signUpEnd')}
            {punct.colon}
            {formatTime(row.signUpEnd)}
          </span>
        )}
        {row.submitStart && row.submitEnd && (
          <span>
            {t('competition.submitWindow')}
            {punct.colon}
            {formatDate(row.submitStart)} ~ {formatDate(row.submitEnd)}
          </span>
        )}
      </div>
      {row.status === 'rejected' && row.rejectReason && (
        <div className="center-reject">{t('competition.rejectReason', { reason: row.rejectReason })}</div>
      )}
      <EntryStanding row={row} />
      <NextActions row={row} />
    </div>
  );
};

/** /center/competition: every sign-up of mine with its state and what to do next, filtered in the URL. */
export const CenterCompetitionPage = () => {
  const { t } = useTranslation(['center', 'common']);
  const [params, setParams] = useSearchParams();
  const filters = {
    status: params.get('status') ?? undefined,
    phase: params.get('phase') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
  };
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const list = useQuery({
    queryKey: centerKeys.competitions(filters),
    queryFn: () => centerApi.competitions(filters),
  });
  const filtered = Boolean(filters.status || filters.phase || filters.keyword);
  return (
    <div className="center-page">
      <Card
        variant="borderless"
        title={<h1 className="card-heading">{t('common:route.centerCompetition')}</h1>}
      >
        <div className="center-filters">
          <Select
            allowClear
            placeholder={t('competition.filters.status')}
            value={filters.status}
            onChange={(v) => set('status', v)}
            options={ENROLL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            aria-label={t('competition.filters.status')}
          />
          <Select
            allowClear
            placeholder={t('competition.filters.phase')}
            value={filters.phase}
            onChange={(v) => set('phase', v)}
            options={(['running', 'finished'] as const).map((p) => ({
              value: p,
              label: t(`competition.phase.${p}`),
            }))}
            aria-label={t('competition.filters.phase')}
          />
          <Input.Search
            allowClear
            placeholder={t('competition.filters.keyword')}
            defaultValue={filters.keyword}
            onSearch={(v) => set('keyword', v.trim() || undefined)}
            style={{ maxWidth: 280 }}
          />
        </div>
        {list.isError ? (
          <Result status="warning" title={t('common.loadFailed')} />
        ) : list.isLoading ? (
          <Card loading variant="borderless" />
        ) : list.data && list.data.length > 0 ? (
          list.data.map((row) => <Entry key={row.teamId} row={row} />)
        ) : (
          <Empty
            style={{ padding: '32px 0' }}
            description={filtered ? t('competition.emptyFiltered') : t('competition.empty')}
          >
            {!filtered && (
              <Link to="/home/competition">
                <Button type="primary">{t('competition.goSignUp')}</Button>
              </Link>
            )}
          </Empty>
        )}
      </Card>
      <MyReviewResults />
    </div>
  );
};
