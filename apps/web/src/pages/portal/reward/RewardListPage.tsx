import type { PublicAwardRow } from '@podium/contracts';
import { TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Select, Skeleton, Table } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { publicAwardApi } from '../../../features/awards/award-api.ts';
import { competitionApi } from '../../../features/competition/competition-api.ts';
import { groupAwardRows } from '../../../features/awards/group-award-rows.ts';
import { useIsPhone } from '../../../layouts/shared/useIsPhone.ts';
import '../../../features/awards/award-portal.css';

const PAGE_SIZE = 50;

type Column = { key: 'work' | 'winner' | 'members' | 'teachers' | 'school'; field: keyof PublicAwardRow };
const COLUMNS: Column[] = [
  { key: 'work', field: 'workName' },
  { key: 'winner', field: 'winnerName' },
  { key: 'members', field: 'memberNames' },
  { key: 'teachers', field: 'teacherNames' },
  { key: 'school', field: 'schoolName' },
];
/**
 * Shares of the row after the index column. With a fixed table layout every award's table takes the
 * same widths whatever its contents, so the columns of one list line up from award to award.
 */
const WIDTHS: Record<Column['key'], string> = {
  work: '24%',
  winner: '16%',
  members: '22%',
  teachers: '16%',
  school: '22%',
};

/** Desktop: one award's winners as a numbered table with the list's shared column widths. */
const AwardTable = ({ rows }: { rows: PublicAwardRow[] }) => {
  const { t } = useTranslation('awardPortal');
  return (
    <Table<PublicAwardRow>
      size="small"
      rowKey="entryId"
      pagination={false}
      dataSource={rows}
      tableLayout="fixed"
      columns={[
        { key: 'index', title: t('index'), width: 64, render: (_: unknown, _r, i) => i + 1 },
        ...COLUMNS.map((c) => ({ key: c.key, title: t(c.key), dataIndex: c.field, width: WIDTHS[c.key] })),
      ]}
    />
  );
};

/** Phones: one card per winner (number and work first, then the other fields that have a value). */
const AwardCards = ({ rows }: { rows: PublicAwardRow[] }) => {
  const { t } = useTranslation('awardPortal');
  return (
    <ol className="reward-cards">
      {rows.map((row, i) => {
        // The work names the line when there is one; else the winner (or team) does.
        const heading: Column['key'] = row.workName ? 'work' : 'winner';
        return (
          <li key={row.entryId}>
            <div className="reward-card-head">
              <span className="reward-card-index" aria-label={t('index')}>
                {i + 1}
              </span>
              <strong>{row[heading === 'work' ? 'workName' : 'winnerName']}</strong>
            </div>
            <dl>
              {COLUMNS.filter((c) => c.key !== heading && row[c.field]).map((c) => (
                <div key={c.key}>
                  <dt>{t(c.key)}</dt>
                  <dd>{row[c.field]}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
};

/** One award of one list: a heading with the count, then its winners (a table, or cards on phones). */
const AwardSection = ({
  awardName,
  rows,
  phone,
}: {
  awardName: string;
  rows: PublicAwardRow[];
  phone: boolean;
}) => {
  const { t } = useTranslation('awardPortal');
  return (
    <section className="reward-award">
      <h3>
        <TrophyOutlined /> {awardName}
        <span>{t('count', { count: rows.length })}</span>
      </h3>
      {phone ? <AwardCards rows={rows} /> : <AwardTable rows={rows} />}
    </section>
  );
};

/** /home/reward: published award lists (获奖名单) of this site, per competition (`?competitionId=`). */
export const RewardListPage = () => {
  const { t } = useTranslation('awardPortal');
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const competitionId = params.get('competitionId') ?? undefined;
  const pageNum = Number(params.get('pageNum') ?? 1) || 1;
  const query = { pageNum, pageSize: PAGE_SIZE, ...(competitionId ? { competitionId } : {}) };
  const page = useQuery({
    queryKey: ['award', 'public', query],
    queryFn: () => publicAwardApi.page(query),
  });
  const competitions = useQuery({
    queryKey: ['competition', 'portal', 'page', { pageNum: 1, pageSize: 100 }],
    queryFn: () => competitionApi.portalPage({ pageNum: 1, pageSize: 100 }),
  });
  const lists = groupAwardRows(page.data?.rows ?? []);
  const setQuery = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return (
    <div className="reward-portal">
      <header className="portal-band reward-banner">
        <div className="portal-container">
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </header>
      <div className="portal-container reward-body">
        <div className="reward-toolbar">
          <Select
            aria-label={t('competition')}
            className="reward-filter"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('allCompetitions')}
            value={competitionId}
            loading={competitions.isLoading}
            options={(competitions.data?.rows ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
            onChange={(value?: string) => setQuery({ competitionId: value, pageNum: undefined })}
          />
          {competitionId && (
            <Link to={`/home/competition/details?competitionId=${encodeURIComponent(competitionId)}`}>
              {t('back')}
            </Link>
          )}
        </div>
        {page.isLoading ? (
          <Skeleton active />
        ) : lists.length === 0 ? (
          <Empty className="reward-empty" description={t('empty')} />
        ) : (
          lists.map((list) => (
            <article key={list.listId} className="reward-list">
              <h2>{list.listName}</h2>
              <div className="reward-meta">
                <span>{list.competitionName}</span>
                {list.publishedAt && (
                  <span>{t('publishedAt', { at: formatBeijing(list.publishedAt, 'YYYY-MM-DD') })}</span>
                )}
              </div>
              {list.awards.map((award) => (
                <AwardSection
                  key={award.awardName}
                  awardName={award.awardName}
                  rows={award.rows}
                  phone={phone}
                />
              ))}
            </article>
          ))
        )}
        {(page.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            className="reward-pager"
            current={pageNum}
            pageSize={PAGE_SIZE}
            showSizeChanger={false}
            total={page.data?.total}
            onChange={(n) => setQuery({ pageNum: String(n) })}
          />
        )}
        <p className="reward-notice">
          {t('notice')} <Link to="/home/certificate/search">{t('certificateSearch')}</Link>
        </p>
      </div>
    </div>
  );
};
