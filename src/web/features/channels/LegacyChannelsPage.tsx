// /channels-old: the legacy list — every active channel in one plain, sortable-by-column table.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Channel } from '../../../shared/api/channels.ts';
import { formatGroupedNumber, formatKoreanDate, formatHiddenCount } from '../../../shared/format/index.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { useAllChannels } from '../../api/channels.ts';
import { CHANNEL_TYPE_INFO } from '../../lib/channel-types.ts';

type Column = 'channel_name' | 'subscriber_count' | 'video_count' | 'view_count' | 'latest_video_date';
const COLUMNS: { id: Column; label: string; numeric: boolean }[] = [
  { id: 'channel_name', label: '채널', numeric: false },
  { id: 'subscriber_count', label: '구독자', numeric: true },
  { id: 'video_count', label: '영상', numeric: true },
  { id: 'view_count', label: '조회수', numeric: true },
  { id: 'latest_video_date', label: '최근 영상', numeric: false },
];

function compare(a: Channel, b: Channel, column: Column): number {
  if (column === 'channel_name') return a.channel_name.localeCompare(b.channel_name, 'ko');
  if (column === 'latest_video_date') return (b.latest_video_date ?? '').localeCompare(a.latest_video_date ?? '');
  // A hidden subscriber count sorts after every known one.
  return (b[column] ?? -1) - (a[column] ?? -1);
}

export function Component() {
  const query = useAllChannels();
  const [column, setColumn] = useState<Column>('subscriber_count');
  const rows = [...(query.data?.data ?? [])].sort((a, b) => compare(a, b, column));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>전체 채널 표 | 119 안전영상</title>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">전체 채널 표</h1>
        <p className="mt-2 text-muted">
          이전 화면의 채널 목록입니다. 새 화면은{' '}
          <Link to="/channels" className="font-semibold text-fg underline underline-offset-4">
            채널
          </Link>
          에서 볼 수 있어요.
        </p>
      </header>
      {query.isPending ? (
        <Spinner label="채널 목록을 불러오는 중..." />
      ) : query.isError ? (
        <ErrorState message="채널 목록을 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <>
          <p className="-mb-3 text-sm text-muted md:hidden">표를 옆으로 밀면 구독자·영상·조회수를 볼 수 있어요.</p>
          <div
            className="overflow-x-auto rounded-xl border border-line bg-surface"
            tabIndex={0}
            role="region"
            aria-label="채널 표 (가로로 스크롤)"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">전체 채널 {formatGroupedNumber(rows.length)}곳</caption>
              <thead className="bg-surface-2">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    유형
                  </th>
                  {COLUMNS.map((c) => (
                    <th
                      key={c.id}
                      scope="col"
                      aria-sort={column === c.id ? (c.id === 'channel_name' ? 'ascending' : 'descending') : undefined}
                      className={`px-3 py-2 ${c.numeric ? 'text-right' : ''}`}
                    >
                      <button type="button" onClick={() => setColumn(c.id)} className="min-h-11 font-bold hover:underline">
                        {c.label}
                        {column === c.id && <span aria-hidden="true"> ▼</span>}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((channel) => (
                  <tr key={channel.channel_id} className="border-t border-line">
                    <td className="px-3 py-2 text-muted">{CHANNEL_TYPE_INFO[channel.channel_type].tab}</td>
                    <th scope="row" className="px-3 py-2 font-semibold">
                      <Link to={`/channels/${encodeURIComponent(channel.channel_id)}`} className="hover:underline">
                        {channel.channel_name}
                      </Link>
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatHiddenCount(channel.subscriber_count, '', formatGroupedNumber)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatGroupedNumber(channel.video_count)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatGroupedNumber(channel.view_count)}</td>
                    <td className="px-3 py-2">{channel.latest_video_date ? formatKoreanDate(channel.latest_video_date) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
