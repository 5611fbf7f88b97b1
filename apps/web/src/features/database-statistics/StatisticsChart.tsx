import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useSyncExternalStore } from 'react';

// Only the parts these charts use, so the chunk stays small; it loads with the statistics page alone.
// AriaComponent writes a description screen readers read and draws decals, so colour is never the only signal.
echarts.use([
  BarChart,
  LineChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type ChartSeries = { name: string; values: number[]; stack?: string };

type Props = {
  /** What the chart shows, for its accessible name and ECharts' generated description. */
  title: string;
  kind: 'bar' | 'line';
  categories: string[];
  series: ChartSeries[];
  horizontal?: boolean;
  /** A click on a bar or point: its category's index (opens the list behind it). */
  onPick?: (index: number) => void;
  locale: 'zh' | 'en';
  /** Pixels; 300 unless a long list of bars needs more. */
  height?: number;
};

const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96'];

/** The dark mode as the app marks it on <html data-theme> (AppProviders), followed as it changes. */
const watchTheme = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const darkNow = () => document.documentElement.dataset.theme === 'dark';

/** One statistics chart that follows its container's width (phones included). */
export const StatisticsChart = ({
  title,
  kind,
  categories,
  series,
  horizontal,
  onPick,
  locale,
  height,
}: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const pickable = Boolean(onPick);
  // ECharts' own dark theme in the dark mode: axis labels and lines readable on the dark cards. Read from
  // the page, not through the preferences hook or antd's token: importing either here split a shared module
  // into chunks of their own that the portal's first load then fetched too (portal-speed budget).
  const isDark = useSyncExternalStore(watchTheme, darkNow);
  // Callers build their arrays on every render: draw again only when what is drawn changes.
  const drawn = JSON.stringify([categories, series, horizontal, kind, locale, pickable, isDark]);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, isDark ? 'dark' : undefined, {
      locale: locale === 'zh' ? 'ZH' : 'EN',
    });
    const category = {
      type: 'category' as const,
      data: categories,
      axisLabel: {
        fontSize: 11,
        hideOverlap: true,
        ...(horizontal ? { width: 120, overflow: 'truncate' as const } : {}),
      },
      ...(horizontal ? { inverse: true } : {}),
    };
    const value = { type: 'value' as const, minInterval: 1 };
    chart.setOption({
      color: PALETTE,
      // The card is the background, in both modes.
      backgroundColor: 'transparent',
      aria: { enabled: true, label: { description: undefined }, decal: { show: true } },
      grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      legend: series.length > 1 ? { top: 0 } : undefined,
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? category : value,
      series: series.map((s) => ({
        type: kind,
        name: s.name,
        data: s.values,
        stack: s.stack,
        // One or two bars would otherwise fill the card as slabs (a competition with two schools).
        ...(kind === 'bar' ? { barMaxWidth: 28 } : {}),
        emphasis: { focus: 'series' },
        cursor: pickable ? 'pointer' : 'default',
      })),
    });
    chart.on('click', (params) => {
      if (typeof params.dataIndex === 'number') pick.current?.(params.dataIndex);
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(ref.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
    // `drawn` stands for everything the option is built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);
  return (
    <div
      ref={ref}
      className="statistics-chart"
      style={height ? { height } : undefined}
      role="img"
      aria-label={title}
    />
  );
};
