// Line/bar chart wrapper (R-CHANNEL-05) over Recharts, with a table alternative for screen readers.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatKoreanNumber } from '../../../shared/format/index.ts';
import { formatAxisTick, niceAxisTicks } from './korean-axis.ts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

interface ChartWrapperProps {
  type: 'bar' | 'line';
  data: Record<string, string | number>[];
  xKey: string;
  series: ChartSeries[];
  title: string;
  height?: number;
  layout?: 'horizontal' | 'vertical';
  valueFormatter?: (value: number) => string;
}

export const CHART_COLORS = ['#e5484d', '#3e8ef7', '#30a46c', '#f5a524', '#8e4ec6'];

export function ChartWrapper({
  type,
  data,
  xKey,
  series,
  title,
  height = 320,
  layout = 'horizontal',
  valueFormatter = formatKoreanNumber,
}: ChartWrapperProps) {
  const vertical = layout === 'vertical';
  const axisProps = { stroke: 'currentColor', tick: { fill: 'currentColor', fontSize: 12 } };
  // Our own ticks on the value axis: Recharts' evenly spaced ones (1.5억) printed through the floored
  // display format read false ('1억'); these are nice values labelled exactly (korean-axis.ts).
  const ticks = niceAxisTicks(Math.max(0, ...data.flatMap((row) => series.map((s) => Number(row[s.key]) || 0))));
  // Room for the last tick's label, which sits on the plot's edge (the right edge when the values run across).
  const margin = vertical ? { top: 5, right: 28, bottom: 5, left: 5 } : { top: 10, right: 10, bottom: 5, left: 5 };
  const valueAxis = { type: 'number' as const, ticks, domain: [0, ticks.at(-1)!], tickFormatter: formatAxisTick, allowDecimals: true };
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
      {vertical ? (
        <>
          <XAxis {...valueAxis} {...axisProps} />
          <YAxis type="category" dataKey={xKey} width={130} {...axisProps} />
        </>
      ) : (
        <>
          <XAxis dataKey={xKey} {...axisProps} />
          <YAxis {...valueAxis} width={64} {...axisProps} />
        </>
      )}
      <Tooltip
        formatter={(value) => valueFormatter(Number(value))}
        contentStyle={{ background: 'var(--surface)', border: '1px solid var(--line)', borderRadius: 8, color: 'var(--fg)' }}
        labelStyle={{ color: 'var(--fg)', fontWeight: 700 }}
        itemStyle={{ color: 'var(--fg)' }}
      />
      {series.length > 1 && <Legend />}
    </>
  );
  return (
    <figure className="flex flex-col gap-2 text-muted">
      <figcaption className="text-base font-bold text-fg">{title}</figcaption>
      <div aria-hidden="true" style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          {type === 'bar' ? (
            <BarChart data={data} layout={vertical ? 'vertical' : 'horizontal'} margin={margin} accessibilityLayer={false}>
              {common}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={vertical ? [0, 4, 4, 0] : [4, 4, 0, 0]} />
              ))}
            </BarChart>
          ) : (
            <LineChart data={data} margin={margin} accessibilityLayer={false}>
              {common}
              {series.map((s) => (
                <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-fg">표로 보기</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b border-line py-1 pr-3">
                  항목
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="border-b border-line py-1 pr-3">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={String(row[xKey])}>
                  <th scope="row" className="py-1 pr-3 font-normal text-fg">
                    {row[xKey]}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 tabular-nums text-fg">
                      {valueFormatter(Number(row[s.key] ?? 0))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
