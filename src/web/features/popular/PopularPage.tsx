// /popular (R-POPULAR-01): period and channel-type filters, exclusion chips for domestic/international,
// week/month shown at once, year/all 12 at a time on scroll.
import { Check, X } from 'lucide-react';
import {
  CHANNEL_TYPES,
  POPULAR_PERIODS,
  SHORTS_FILTER_LABELS,
  SHORTS_FILTERS,
  type ChannelType,
  type PopularPeriod,
} from '../../../shared/constants/catalogue.ts';
import { formatHiddenCount } from '../../../shared/format/index.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { VideoCard } from '../../components/ui/VideoCard.tsx';
import { VideoGrid, VideoGridItem } from '../../components/ui/VideoGrid.tsx';
import { chipClass } from '../../components/ui/buttons.ts';
import { readEnum } from '../../../shared/url/url-params.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { CHANNEL_TYPE_INFO } from '../../lib/channel-types.ts';
import { usePopularVideos } from '../../api/videos.ts';
import { useStepReveal } from './use-step-reveal.ts';
import { FacetFilters, facetChips } from '../../components/ui/FacetFilters.tsx';
import { FilterDisclosure, type ActiveFilter } from '../../components/ui/FilterDisclosure.tsx';
import { useVideoModalLinks } from '../../lib/use-video-modal.ts';
import { readAccess, readLifeStages } from '../../../shared/url/facet-params.ts';

const PERIOD_LABELS: Record<PopularPeriod, string> = { week: '이번 주', month: '이번 달', year: '올해', all: '전체 기간' };
const DEFAULTS = { period: 'week', type: 'all', exclude: '', shorts: 'all', access: '', lifeStage: '' };
const SHORTS_CHOICES = ['all', ...SHORTS_FILTERS] as const;
const REVEAL_PERIODS: readonly PopularPeriod[] = ['year', 'all'];

export function Component() {
  const [params, update] = useUrlState();
  const period = readEnum(params, 'period', POPULAR_PERIODS, 'week');
  const type = readEnum(params, 'type', ['all', ...CHANNEL_TYPES] as const, 'all');
  const channelType = type === 'all' ? undefined : (type as ChannelType);
  const chipsEnabled = channelType === 'domestic' || channelType === 'international';
  const excluded = chipsEnabled ? (params.get('exclude') ?? '').split(',').filter(Boolean).slice(0, 5) : [];
  const shorts = readEnum(params, 'shorts', SHORTS_CHOICES, 'all');
  const access = readAccess(params);
  const modal = useVideoModalLinks();
  const lifeStage = readLifeStages(params);
  const query = usePopularVideos({ period, channelType, excluded, shorts: shorts === 'all' ? undefined : shorts, access, lifeStage });
  const videos = query.data?.videos ?? [];
  const reveal = useStepReveal(
    videos.length,
    REVEAL_PERIODS.includes(period),
    `${period}|${type}|${excluded.join(',')}|${shorts}|${access.join(',')}|${lifeStage.join(',')}`,
  );

  const set = (updates: Record<string, string>) => update(updates, { defaults: DEFAULTS });
  const active: ActiveFilter[] = [
    ...(period !== 'week' ? [{ key: 'period', label: `기간: ${PERIOD_LABELS[period]}`, onRemove: () => set({ period: 'week' }) }] : []),
    ...(type !== 'all'
      ? [{ key: 'type', label: `채널: ${CHANNEL_TYPE_INFO[type].tab}`, onRemove: () => set({ type: 'all', exclude: '' }) }]
      : []),
    ...(excluded.length > 0 ? [{ key: 'exclude', label: `뺀 채널 ${excluded.length}곳`, onRemove: () => set({ exclude: '' }) }] : []),
    ...(shorts !== 'all' ? [{ key: 'shorts', label: SHORTS_FILTER_LABELS[shorts], onRemove: () => set({ shorts: 'all' }) }] : []),
    ...facetChips(access, lifeStage, (change) => set(change as Record<string, string>)),
  ];
  const toggleExcluded = (channelId: string) => {
    const next = excluded.includes(channelId) ? excluded.filter((id) => id !== channelId) : [...excluded, channelId];
    set({ exclude: next.join(',') });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>인기 소방 영상 | 119 안전영상</title>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">인기 소방 영상</h1>
        <p className="mt-2 text-muted">기간과 채널을 골라 가장 많이 본 안전 영상을 확인하세요.</p>
      </header>
      <FilterDisclosure label="인기 영상 필터" active={active}>
        <div role="group" aria-label="기간" className="flex flex-wrap gap-2">
          {POPULAR_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              className={chipClass(period === p)}
              onClick={() => set({ period: p })}
            >
              {PERIOD_LABELS[p]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="채널 유형" className="flex flex-wrap gap-2">
          {(['all', ...CHANNEL_TYPES] as const).map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={type === t}
              className={chipClass(type === t)}
              // R-POPULAR-01: a channel-type change clears the excluded channels.
              onClick={() => set({ type: t, exclude: '' })}
            >
              {t === 'all' ? '모든 채널' : CHANNEL_TYPE_INFO[t].tab}
            </button>
          ))}
        </div>
        <div role="group" aria-label="쇼츠" className="flex flex-wrap gap-2">
          {SHORTS_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={shorts === choice}
              className={chipClass(shorts === choice)}
              onClick={() => set({ shorts: choice })}
              data-testid={`shorts-${choice}`}
            >
              {SHORTS_FILTER_LABELS[choice]}
            </button>
          ))}
        </div>
        <FacetFilters access={access} lifeStage={lifeStage} onChange={(update) => set(update as Record<string, string>)} />
        {chipsEnabled && query.data && query.data.topChannels.length > 0 && (
          <div>
            <p className="mb-2 text-sm font-semibold text-muted">구독자가 많은 채널 빼고 보기</p>
            <ul className="flex flex-wrap gap-2" aria-label="제외할 채널">
              {query.data.topChannels.map((channel) => {
                const off = excluded.includes(channel.channel_id);
                return (
                  <li key={channel.channel_id}>
                    <button
                      type="button"
                      aria-pressed={off}
                      onClick={() => toggleExcluded(channel.channel_id)}
                      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold ${off ? 'border-line bg-surface-2 text-muted line-through' : 'border-line bg-surface hover:bg-surface-2'}`}
                      data-testid="exclude-chip"
                    >
                      {off ? <X aria-hidden="true" className="h-4 w-4" /> : <Check aria-hidden="true" className="h-4 w-4" />}
                      {channel.channel_name}
                      <span className="text-muted">구독자 {formatHiddenCount(channel.subscriber_count)}</span>
                      <span className="sr-only">{off ? '(제외됨, 누르면 다시 포함)' : '(누르면 제외)'}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </FilterDisclosure>
      {query.isPending ? (
        <Spinner label="인기 영상을 불러오는 중..." className="py-16" />
      ) : query.isError ? (
        <ErrorState message="인기 소방 영상을 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
      ) : videos.length === 0 ? (
        <EmptyState title="이 조건에 맞는 인기 영상이 없습니다">기간을 넓히거나 다른 채널 유형을 골라 보세요.</EmptyState>
      ) : (
        <section aria-labelledby="popular-results-heading">
          <h2 id="popular-results-heading" className="sr-only">{`${PERIOD_LABELS[period]} 인기 영상`}</h2>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            상위 {videos.length}개 중 {reveal.shown}개 표시
          </p>
          <VideoGrid label="인기 영상">
            {videos.slice(0, reveal.shown).map((video, index) => (
              <VideoGridItem key={video.video_id}>
                <VideoCard
                  video={video}
                  position={index}
                  ranked={index < 3}
                  eager={index < 4}
                  {...(access.length ? { modalHref: modal.hrefFor(video.video_id), onOpenModal: modal.open } : {})}
                />
              </VideoGridItem>
            ))}
          </VideoGrid>
          {!reveal.done && (
            <div ref={reveal.sentinelRef} className="flex min-h-20 items-center justify-center" data-testid="popular-sentinel">
              <Spinner size="sm" label="영상을 더 불러오는 중..." />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
