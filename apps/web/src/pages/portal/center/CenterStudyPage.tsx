import { Card, Empty, Input, Result, Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { centerApi, centerKeys, formatDate } from '../../../features/user-center/center-api.ts';
import { StudyFiles } from '../../../features/user-center/StudyFiles.tsx';
import '../../../features/user-center/center-pages.css';

/** /center/study: material the competitions publish — public ones and those of competitions I entered. */
export const CenterStudyPage = () => {
  const { t } = useTranslation(['center', 'common']);
  const [params, setParams] = useSearchParams();
  const filters = {
    competitionId: params.get('competitionId') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
  };
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const all = useQuery({ queryKey: centerKeys.study({}), queryFn: () => centerApi.study({}) });
  const list = useQuery({ queryKey: centerKeys.study(filters), queryFn: () => centerApi.study(filters) });
  const competitions = [
    ...new Map((all.data ?? []).map((r) => [r.competitionId, r.competitionName])).entries(),
  ];
  return (
    <div className="center-page">
      <Card variant="borderless" title={<h1 className="card-heading">{t('common:route.centerStudy')}</h1>}>
        <div className="center-filters">
          <Select
            allowClear
            placeholder={t('study.filterCompetition')}
            value={filters.competitionId}
            onChange={(v) => set('competitionId', v)}
            options={competitions.map(([value, label]) => ({ value, label }))}
            aria-label={t('study.filterCompetition')}
            style={{ minWidth: 220 }}
          />
          <Input.Search
            allowClear
            placeholder={t('study.keyword')}
            defaultValue={filters.keyword}
            onSearch={(v) => set('keyword', v.trim() || undefined)}
            style={{ maxWidth: 280 }}
          />
        </div>
        {list.isError ? (
          <Result status="warning" title={t('common.loadFailed')} />
        ) : list.isLoading ? (
          <Card loading variant="borderless" />
        ) : !list.data?.length ? (
          <Empty style={{ padding: '32px 0' }} description={t('study.empty')}>
            <span className="center-entry-meta">{t('study.emptyHint')}</span>
          </Empty>
        ) : (
          list.data.map((resource) => (
            <div className="center-entry" key={resource.resourceId} data-testid="study-resource">
              <div className="center-entry-head">
                <span className="center-entry-title">{resource.title}</span>
                <span>
                  <Tag bordered={false} color={resource.visibility === 'public' ? 'blue' : 'gold'}>
                    {t(`study.visibility.${resource.visibility}`)}
                  </Tag>
                </span>
              </div>
              <div className="center-entry-meta">
                <span>{resource.competitionName}</span>
                <span>{t('study.updatedAt', { date: formatDate(resource.updatedAt) })}</span>
              </div>
              {resource.description && <div style={{ whiteSpace: 'pre-wrap' }}>{resource.description}</div>}
              <StudyFiles resource={resource} />
            </div>
          ))
        )}
      </Card>
    </div>
  );
};
