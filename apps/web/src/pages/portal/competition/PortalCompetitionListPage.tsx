import { COMPETITION_PHASES } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Empty, Input, Pagination, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompetitionCard } from '../../../features/competition/CompetitionCard.tsx';
import {
  competitionApi,
  competitionKeys,
  dictLabel,
  useCategoryOptions,
  useLevelOptions,
} from '../../../features/competition/competition-api.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import { useNavEntryLabel } from '../../../features/website/useNavEntryLabel.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/competition/competition-portal.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'phase', 'level', 'category'] as const;

/**
 * /home/competition: every listed competition of this site, filtered by phase (the 报名中 / 已结束… each card
 * shows, filtered by the server so that paging counts only those), level, category, keyword.
 * Opened from a header entry with a level (省级竞赛 → `?level=provincial`) it lists that level and is
 * titled as the entry.
 */
export const PortalCompetitionListPage = () => {
  const { t } = useTranslation('competition');
  const list = useListParams(FILTERS);
  const levels = useLevelOptions();
  const categories = useCategoryOptions();
  const pageSize = list.pageSize === 10 ? 12 : list.pageSize;
  const params = { ...list.filters, pageNum: list.pageNum, pageSize };
  const page = useListQuery({
    queryKey: competitionKeys.portalPage(params),
    queryFn: () => competitionApi.portalPage(params),
    placeholderData: keepPreviousData,
  });
  const level = list.filters.level;
  const entryLabel = useNavEntryLabel(level);
  const title =
    entryLabel ??
    (level ? t('portal.levelTitle', { level: dictLabel(levels.data, level) }) : t('portal.title'));
  usePageMeta(entryLabel || level ? title : undefined);
  const set = (key: (typeof FILTERS)[number]) => (value: string | undefined) =>
    list.setFilters({ ...list.filters, [key]: value || undefined });

  return (
    <div className="competition-portal">
      <section className="portal-band competition-portal-hero">
        <div className="portal-container">
          <h1>{title}</h1>
          <p>{t('portal.subtitle')}</p>
        </div>
      </section>
      <div className="portal-container">
        <div className="competition-filters" role="search">
          <Input.Search
            allowClear
            defaultValue={list.filters.keyword}
            placeholder={t('portal.searchPlaceholder')}
            onSearch={(v) => set('keyword')(v.trim())}
            className="competition-filter-search"
            aria-label={t('portal.searchPlaceholder')}
          />
          <Select
            allowClear
            value={list.filters.phase}
            placeholder={t('portal.allPhases')}
            onChange={set('phase')}
            options={COMPETITION_PHASES.map((phase) => ({ value: phase, label: t(`phase.${phase}`) }))}
            aria-label={t('portal.phaseFilter')}
            popupMatchSelectWidth={false}
          />
          <Select
            allowClear
            value={list.filters.level}
            placeholder={t('portal.allLevels')}
            onChange={set('level')}
            options={levels.data}
            aria-label={t('field.level')}
          />
          <Select
            allowClear
            value={list.filters.category}
            placeholder={t('portal.allCategories')}
            onChange={set('category')}
            options={categories.data}
            aria-label={t('field.category')}
          />
        </div>
        {page.isLoading ? (
          <Skeleton active />
        ) : page.data?.rows.length ? (
          <div className="competition-grid">
            {page.data.rows.map((row) => (
              <CompetitionCard key={row.competitionId} row={row} />
            ))}
          </div>
        ) : (
          <Empty className="competition-empty" description={t('portal.empty')} />
        )}
        {(page.data?.total ?? 0) > pageSize && (
          <Pagination
            className="competition-pagination"
            current={list.pageNum}
            pageSize={pageSize}
            total={page.data?.total}
            onChange={list.setPage}
            showSizeChanger={false}
          />
        )}
      </div>
    </div>
  );
};
