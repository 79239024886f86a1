// /channels/:channelId: the channel's totals and its videos (sortable, paged; sort and page in the URL).
import { ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { ChannelVideoSort } from '../../../shared/constants/catalogue.ts';
import { formatGroupedNumber, formatKoreanDate, formatKoreanNumber, formatHiddenCount } from '../../../shared/format/index.ts';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { VideoCard } from '../../components/ui/VideoCard.tsx';
import { VideoGrid, VideoGridItem } from '../../components/ui/VideoGrid.tsx';
import { buttonPrimary, chipClass } from '../../components/ui/buttons.ts';
import { isNotFound } from '../../api/transport.ts';
import { readEnum, readInt, withParams } from '../../../shared/url/url-params.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { useChannelDetail } from '../../api/channels.ts';
import { CHANNEL_TYPE_INFO, channelsHref } from '../../lib/channel-types.ts';
import { ChannelThumbnail } from './ChannelThumbnail.tsx';

const SORTS: { id: ChannelVideoSort; label: string }[] = [
  { id: 'latest', label: '최신순' },
  { id: 'popular', label: '조회수순' },
  { id: 'likes', label: '좋아요순' },
];
const DEFAULTS = { sort: 'latest', page: 1 };

export function Component() {
  const { channelId = '' } = useParams();
  const [params, update] = useUrlState();
  const sort = readEnum(
    params,
    'sort',
    SORTS.map((s) => s.id),
    'latest',
  );
  const page = readInt(params, 'page', 1);
  const query = useChannelDetail(channelId, page, sort);

  if (query.isPending) return <Spinner label="채널 정보를 불러오는 중..." className="py-24" />;
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <title>채널을 찾을 수 없습니다 | 119 안전영상</title>
        {isNotFound(query.error) ? (
          <>
            <h1 className="text-2xl font-bold">채널을 찾을 수 없습니다</h1>
            <p className="text-muted">운영을 멈췄거나 주소가 잘못된 채널입니다.</p>
            <Link to="/channels" className={buttonPrimary}>
              채널 목록으로
            </Link>
          </>
        ) : (
          <ErrorState message="채널 정보를 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
        )}
      </div>
    );
  }

  const { channel, totals, videos } = query.data.data;
  const typeInfo = CHANNEL_TYPE_INFO[channel.channel_type];
  const facts = [
    { label: '구독자', value: formatHiddenCount(channel.subscriber_count, '명') },
    { label: '카탈로그 영상', value: `${formatGroupedNumber(totals.videos)}개` },
    { label: '카탈로그 조회수', value: `${formatKoreanNumber(totals.views)}회` },
    { label: '좋아요', value: `${formatKoreanNumber(totals.likes)}개` },
    { label: '최근 영상', value: channel.latest_video_date ? formatKoreanDate(channel.latest_video_date) : '없음' },
  ];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>{`${channel.channel_name} | 119 안전영상`}</title>
      <nav aria-label="현재 위치" className="text-sm text-muted">
        <Link to={channelsHref(channel.channel_type)} className="inline-flex min-h-11 items-center hover:text-fg hover:underline">
          ← {typeInfo.title}
        </Link>
      </nav>
      <header className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center">
        <ChannelThumbnail channel={channel} size={96} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-md bg-accent-soft px-2 py-0.5 text-sm font-bold text-accent">{typeInfo.tab}</span>
            {channel.region && (
              <span className="rounded-md border border-line px-2 py-0.5 text-sm font-semibold text-muted">{channel.region}</span>
            )}
          </div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{channel.channel_name}</h1>
          {channel.description && <p className="text-muted">{channel.description}</p>}
        </div>
        <a
          href={`https://www.youtube.com/channel/${encodeURIComponent(channel.channel_id)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonPrimary} shrink-0`}
        >
          유튜브 채널 <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">(새 창)</span>
        </a>
      </header>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {facts.map((f) => (
          <div key={f.label} className="rounded-xl border border-line bg-surface p-4">
            <dt className="text-sm font-semibold text-muted">{f.label}</dt>
            <dd className="mt-1 text-lg font-extrabold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="channel-videos-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="channel-videos-heading" className="text-xl font-bold">
            이 채널의 영상
          </h2>
          <div role="group" aria-label="영상 정렬" className="flex flex-wrap gap-2">
            {SORTS.map((s) => (
              <button
                key={s.id}
                type="button"
                aria-pressed={sort === s.id}
                className={chipClass(sort === s.id)}
                onClick={() => update({ sort: s.id, page: 1 }, { defaults: DEFAULTS })}
              >
                {s.label}
              </button>
            ))}
          </div>
        </div>
        {videos.length === 0 ? (
          <EmptyState title="카탈로그에 담긴 영상이 아직 없습니다" />
        ) : (
          <VideoGrid label={`${channel.channel_name} 영상`}>
            {videos.map((video, index) => (
              <VideoGridItem key={video.video_id}>
                <VideoCard video={video} eager={index < 4} />
              </VideoGridItem>
            ))}
          </VideoGrid>
        )}
        <Pagination
          page={page}
          totalPages={query.data.pagination.totalPages}
          hrefFor={(n) => `?${withParams(params, { page: n }, DEFAULTS).toString()}`}
          label="채널 영상 페이지"
        />
      </section>
    </div>
  );
}
