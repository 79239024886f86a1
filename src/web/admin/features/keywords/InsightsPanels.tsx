// The read-only parts of keywords/v3: totals, where its videos stand, its channels and most watched videos.
import { CHANNEL_TYPE_LABELS } from '../../../../shared/constants/catalogue.ts';
import { formatGroupedNumber, formatKoreanDate, formatKoreanNumber, formatMinutes } from '../../../../shared/format/index.ts';
import type { AdminKeyword, AdminKeywordInsights } from '../../../api/admin-keywords.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { StatGrid } from '../../components/StatGrid.tsx';

export function KeywordTotals({ keyword, insights }: { keyword: AdminKeyword; insights: AdminKeywordInsights | undefined }) {
  return (
    <StatGrid
      label={`${keyword.keyword} 합계`}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      stats={[
        { id: 'videos', label: '공개 영상', value: `${formatGroupedNumber(keyword.total_videos)}개` },
        { id: 'channels', label: '채널', value: `${formatGroupedNumber(keyword.total_channels)}곳` },
        { id: 'views', label: '총 조회수', value: formatKoreanNumber(keyword.total_views) },
        { id: 'likes', label: '총 좋아요', value: formatKoreanNumber(keyword.total_likes) },
        { id: 'avg', label: '평균 조회수', value: formatKoreanNumber(keyword.average_views) },
        { id: 'duration', label: '평균 길이', value: formatMinutes(keyword.average_duration_seconds) },
        { id: 'pageviews', label: '키워드 페이지 방문', value: `${formatGroupedNumber(keyword.view_count)}회` },
        { id: 'pending', label: '검수 대기', value: insights ? `${formatGroupedNumber(insights.pendingCuration)}개` : '…' },
      ]}
    />
  );
}

export function VideoStatusPanel({ status }: { status: AdminKeywordInsights['videoStatus'] }) {
  const rows = [
    ['게시', status.published],
    ['초안 (검수 전)', status.draft],
    ['보관', status.archived],
    ['삭제 표시', status.deleted],
  ] as const;
  return (
    <section aria-labelledby="video-status-title" className="rounded-2xl border border-line bg-surface p-4">
      <h3 id="video-status-title" className="mb-2 font-bold">
        연결된 영상의 상태
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2">
            <dt>{label}</dt>
            <dd className="whitespace-nowrap font-bold tabular-nums">{`${formatGroupedNumber(value)}개`}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted">키워드를 삭제하면 이 영상들은 지워지지 않고 키워드 연결만 풀립니다.</p>
    </section>
  );
}

export function ChannelsPanel({ channels }: { channels: AdminKeywordInsights['channels'] }) {
  return (
    <section aria-labelledby="keyword-channels-title" className="rounded-2xl border border-line bg-surface p-4">
      <h3 id="keyword-channels-title" className="mb-2 font-bold">
        이 키워드의 채널 (영상 많은 순)
      </h3>
      {channels.length === 0 ? (
        <p className="text-muted">공개 영상이 아직 없습니다.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="keyword-channels">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="border-b border-line py-2 pr-3">
                  채널
                </th>
                <th scope="col" className="border-b border-line py-2 pr-3">
                  유형
                </th>
                <th scope="col" className="whitespace-nowrap border-b border-line py-2 pr-3 text-right">
                  영상
                </th>
                <th scope="col" className="whitespace-nowrap border-b border-line py-2 text-right">
                  조회수
                </th>
              </tr>
            </thead>
            <tbody>
              {channels.map((channel) => (
                <tr key={channel.channel_id ?? channel.channel_name}>
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {channel.channel_id ? (
                      <a
                        href={`/channels/${encodeURIComponent(channel.channel_id)}`}
                        target="_blank"
                        rel="noreferrer"
                        className="hover:underline"
                      >
                        {channel.channel_name || channel.channel_id}
                      </a>
                    ) : (
                      channel.channel_name || '채널 없음'
                    )}
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3">{channel.channel_type ? CHANNEL_TYPE_LABELS[channel.channel_type] : '-'}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">{formatGroupedNumber(channel.videos)}</td>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">{formatKoreanNumber(channel.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function TopVideosPanel({ videos }: { videos: AdminKeywordInsights['topVideos'] }) {
  return (
    <section aria-labelledby="top-videos-title" className="rounded-2xl border border-line bg-surface p-4">
      <h3 id="top-videos-title" className="mb-2 font-bold">
        많이 본 영상
      </h3>
      {videos.length === 0 ? (
        <p className="text-muted">공개 영상이 아직 없습니다.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {videos.map((video, index) => (
            <li key={video.video_id} className="flex gap-3">
              <span className="w-5 shrink-0 text-right font-bold tabular-nums text-muted">{index + 1}</span>
              <div className="min-w-0">
                <a
                  href={`https://www.youtube.com/watch?v=${video.video_id}`}
                  target="_blank"
                  rel="noreferrer"
                  className="line-clamp-2 font-semibold hover:underline"
                >
                  {video.title}
                  <span className="sr-only"> (유튜브, 새 창)</span>
                </a>
                <p className="text-sm text-muted">{`${video.channel_name} · 조회수 ${formatKoreanNumber(video.view_count)} · ${formatKoreanDate(video.upload_date)}`}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const keywordV3Href = (id: number) => `${ADMIN_BASE}/keywords/v3?id=${id}`;
