// 12 months of a keyword: new videos as bars (left axis) and those videos' views as a line (right axis).
// Loaded lazily (recharts stays out of the page's first chunk); the same figures are in a table below.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatGroupedNumber, formatKoreanNumber } from '../../../../shared/format/index.ts';
import type { AdminKeywordInsights } from '../../../api/admin-keywords.ts';

const monthLabel = (month: string) => `${Number(month.slice(5))}월`;
const fullMonth = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5))}월`;

export default function KeywordTrendChart({ months }: { months: AdminKeywordInsights['months'] }) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const axis = { stroke: 'currentColor', tick: { fill: 'currentColor', fontSize: 12 } };
  return (
    <figure className="flex flex-col gap-2 text-muted" data-testid="keyword-trend">
      <figcaption className="text-base font-bold text-fg">최근 12개월 새 영상과 그 영상들의 조회수</figcaption>
      <div aria-hidden="true" className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis dataKey="label" {...axis} />
            <YAxis yAxisId="videos" allowDecimals={false} width={40} {...axis} />
            <YAxis yAxisId="views" orientation="right" width={56} tickFormatter={(v: number) => formatKoreanNumber(v)} {...axis} />
            <Tooltip
              formatter={(value, name) =>
                name === '새 영상' ? `${formatGroupedNumber(Number(value))}개` : formatKoreanNumber(Number(value))
              }
              labelFormatter={(_, payload) => (payload?.[0] ? fullMonth(String(payload[0].payload.month)) : '')}
              contentStyle={{ background: 'var(--surface)', border: '1px solid var(--line)', borderRadius: 8, color: 'var(--fg)' }}
            />
            <Legend />
            <Bar yAxisId="videos" dataKey="newVideos" name="새 영상" fill="#3e8ef7" radius={[4, 4, 0, 0]} />
            <Line yAxisId="views" dataKey="views" name="조회수" stroke="#e5484d" strokeWidth={2} dot={{ r: 3 }} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-fg">표로 보기</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-fg">
            <caption className="sr-only">월별 새 영상 수와 조회수</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b border-line py-1 pr-3">
                  달
                </th>
                <th scope="col" className="border-b border-line py-1 pr-3">
                  새 영상
                </th>
                <th scope="col" className="border-b border-line py-1 pr-3">
                  조회수
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {fullMonth(m.month)}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{`${formatGroupedNumber(m.newVideos)}개`}</td>
                  <td className="py-1 pr-3 tabular-nums">{formatGroupedNumber(m.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
