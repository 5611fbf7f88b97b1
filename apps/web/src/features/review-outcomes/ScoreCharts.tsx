import type { ReviewStatistics } from '@podium/contracts';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the two bar charts need, so the chunk stays small; loaded with the statistics page alone.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type BarProps = { labels: string[]; values: number[]; name: string; color: string; horizontal?: boolean };

/** One bar chart that follows its container's width (phones included). */
const Bars = ({ labels, values, name, color, horizontal }: BarProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    const category = { type: 'category' as const, data: labels, axisLabel: { interval: 0, fontSize: 11 } };
    const value = { type: 'value' as const };
    chart.setOption({
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: horizontal ? value : { ...category, axisLabel: { ...category.axisLabel, rotate: 40 } },
      yAxis: horizontal ? category : value,
      series: [{ type: 'bar', name, data: values, itemStyle: { color } }],
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(ref.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [labels, values, name, color, horizontal]);
  return <div ref={ref} className="outcome-chart" role="img" aria-label={name} />;
};

/** The score distribution (tenths of the maximum) as bars. */
export const HistogramChart = ({ stats, name }: { stats: ReviewStatistics; name: string }) => (
  <Bars
    name={name}
    color="#1677ff"
    labels={stats.histogram.map((h) => `${h.from}–${h.to}`)}
    values={stats.histogram.map((h) => h.count)}
  />
);

/** Each expert's leniency (mean offset from the entries' means) as horizontal bars. */
export const LeniencyChart = ({ stats, name }: { stats: ReviewStatistics; name: string }) => {
  const rows = stats.experts.filter((e) => e.leniency !== null);
  return (
    <Bars
      horizontal
      name={name}
      color="#fa8c16"
      labels={rows.map((e) => e.expertName)}
      values={rows.map((e) => e.leniency ?? 0)}
    />
  );
};
