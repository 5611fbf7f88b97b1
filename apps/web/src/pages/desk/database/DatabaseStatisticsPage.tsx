import { DownloadOutlined } from '@ant-design/icons';
import type { StatisticsQuery } from '@podium/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Alert, Button, DatePicker, Form, Select, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayToPicker, pickerNow, pickerToDay } from '../../../features/beijing-time/beijing-time.ts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChartCards } from '../../../features/database-statistics/ChartCards.tsx';
import { KpiCards } from '../../../features/database-statistics/KpiCards.tsx';
import { SeasonComparisonCard } from '../../../features/database-statistics/SeasonComparisonCard.tsx';
import { statisticsApi, statisticsKeys } from '../../../features/database-statistics/statistics-api.ts';
import '../../../features/database-statistics/database-statistics.css';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { useProvinceOptions } from '../../../features/organization/useProvinces.ts';
import { signUpApi, signUpKeys } from '../../../features/signup-admin/signup-admin-api.ts';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';

const FILTERS = ['competitionId', 'provinceCode', 'from', 'to'] as const;
type SearchValues = { competitionId?: string; provinceCode?: string; period?: [Dayjs | null, Dayjs | null] };

/** database/statistics: the acting group's season at a glance; each bar opens the list behind it. */
export const DatabaseStatisticsPage = () => {
  const { t, i18n } = useTranslation('databaseStatistics');
  const locale = i18n.language.startsWith('en') ? 'en' : 'zh';
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = usePermission();
  const list = useListParams(FILTERS);
  const query: StatisticsQuery = list.filters;
  const [form] = Form.useForm<SearchValues>();
  const provinces = useProvinceOptions();
  const competitions = useQuery({ queryKey: signUpKeys.competitions, queryFn: signUpApi.competitions });
  // List queries: asked again on 查询, on focus and after changes, the previous figures kept meanwhile.
  const overview = useListQuery({
    queryKey: statisticsKeys.overview(query),
    queryFn: () => statisticsApi.overview(query),
    placeholderData: keepPreviousData,
  });
  const charts = useListQuery({
    queryKey: statisticsKeys.charts(query),
    queryFn: () => statisticsApi.charts(query),
    placeholderData: keepPreviousData,
  });
  const exportFile = useMutation({
    mutationFn: () => statisticsApi.export(query),
    onSuccess: () => void message.success(t('exported')),
  });

  // The form shows the filters the address holds (a shared link, back and forward).
  useEffect(() => {
    form.setFieldsValue({
      competitionId: query.competitionId,
      provinceCode: query.provinceCode,
      period: [dayToPicker(query.from), dayToPicker(query.to)],
    });
  }, [form, query.competitionId, query.provinceCode, query.from, query.to]);

  const search = (values: SearchValues) =>
    list.setFilters({
      competitionId: values.competitionId,
      provinceCode: values.provinceCode,
      from: pickerToDay(values.period?.[0]),
      to: pickerToDay(values.period?.[1]),
    });
  const presets = useMemo(
    () => [
      { label: t('filter.last7'), value: [pickerNow().subtract(6, 'day'), pickerNow()] as [Dayjs, Dayjs] },
      { label: t('filter.last30'), value: [pickerNow().subtract(29, 'day'), pickerNow()] as [Dayjs, Dayjs] },
      { label: t('filter.thisYear'), value: [pickerNow().startOf('year'), pickerNow()] as [Dayjs, Dayjs] },
    ],
    [t],
  );

  /** The sign-up list filtered as the statistics are, narrowed to what was clicked. */
  const openSignUps = (extra: Record<string, string>) => {
    const carried = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
    const params = new URLSearchParams({ ...Object.fromEntries(carried), ...extra });
    void navigate(`/signUp/list?${params.toString()}`);
  };
  const data = charts.data;

  return (
    <div className="sys-page statistics-page">
      <SearchCard name="statistics-search" form={form} onFinish={search} onReset={() => list.setFilters({})}>
        <Form.Item name="competitionId" label={t('filter.competition')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('filter.any')}
            options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="provinceCode" label={t('filter.province')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('filter.any')}
            options={provinces}
          />
        </Form.Item>
        <Form.Item name="period" label={t('filter.period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} presets={presets} style={{ width: '100%' }} />
        </Form.Item>
      </SearchCard>

      {overview.isError || charts.isError ? <Alert type="error" showIcon message={t('loadFailed')} /> : null}

      <KpiCards overview={overview} />
      {overview.data && overview.data.previousFrom === null ? (
        <div className="statistics-hint">{t('noPrevious')}</div>
      ) : null}

      {query.competitionId ? (
        <SeasonComparisonCard competitionId={query.competitionId} locale={locale} />
      ) : null}

      <div className="statistics-toolbar">
        <span className="statistics-hint">{t('chart.drillHint')}</span>
        <Button
          icon={<DownloadOutlined />}
          loading={exportFile.isPending}
          onClick={() => exportFile.mutate()}
        >
          {t('export')}
        </Button>
      </div>

      {!data ? (
        <Spin />
      ) : (
        <ChartCards
          data={data}
          locale={locale}
          onSchool={(bar) => bar.id && openSignUps({ schoolId: bar.id })}
          onItem={(bar) => bar.id && openSignUps({ itemId: bar.id })}
          onProvince={(bar) => bar.id && openSignUps({ provinceCode: bar.id })}
          onGroup={(bar) => bar.id && openSignUps({ participantGroupId: bar.id })}
          onDay={(day) => openSignUps({ from: day, to: day })}
          onStage={(bar) => bar.id && void navigate(`/works/list?stageId=${encodeURIComponent(bar.id)}`)}
          onExpertGroup={
            // The distribution list is the organiser's (a school sees the totals, no list behind them).
            can(['review:distribute'])
              ? (group) => {
                  // The group's stage's distribution list, narrowed to the group (unplaced works: none).
                  if (!group.id || !group.stageId) return;
                  const params = new URLSearchParams({
                    competitionId: query.competitionId ?? '',
                    stageId: group.stageId,
                    'dist.expertGroupId': group.id,
                  });
                  void navigate(`/review/distribution?${params.toString()}`);
                }
              : undefined
          }
        />
      )}
    </div>
  );
};
