// /channels (R-CHANNEL-01): type tabs with counts (?type=, default fire_dept, scroll to top), per-type
// titles, four sort buttons (fire_station defaults to latest video), cards, more button, analytics.
import { Suspense, useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { CHANNEL_TYPES, type ChannelSort, type ChannelType } from '../../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { ComponentErrorBoundary, COMPONENT_ERROR_MESSAGES } from '../../components/ui/ComponentErrorBoundary.tsx';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { Tabs, panelId, tabId } from '../../components/ui/Tabs.tsx';
import { buttonSecondary, chipClass } from '../../components/ui/buttons.ts';
import { useInViewOnce, useIsMobile } from '../../lib/hooks.ts';
import { readEnum } from '../../../shared/url/url-params.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { useChannelCounts, useChannelList } from '../../api/channels.ts';
import { ChannelCard } from './ChannelCard.tsx';
import { CHANNEL_TYPE_INFO } from '../../lib/channel-types.ts';

const ChannelAnalytics = lazyWithTimeout(() => import('./analytics/ChannelAnalytics.tsx'));
const SORTS: { id: ChannelSort; label: string }[] = [
  { id: 'video_count', label: '영상 많은 순' },
  { id: 'subscriber_count', label: '구독자 많은 순' },
  { id: 'view_count', label: '조회수 높은 순' },
  { id: 'latest_video', label: '최신 영상 순' },
];
const defaultSort = (type: ChannelType): ChannelSort => (type === 'fire_station' ? 'latest_video' : 'video_count');

const PAGE_CLASS = 'mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8';

function ChannelsHeader({ type, total }: { type: ChannelType; total?: number | undefined }) {
  const info = CHANNEL_TYPE_INFO[type];
  return (
    <header>
      <h1 className="text-3xl font-extrabold tracking-tight">{info.title}</h1>
      <p className="mt-2 text-muted">
        {info.description}
        {total !== undefined && ` · 모두 ${formatGroupedNumber(total)}곳`}
      </p>
    </header>
  );
}

/** The page's title as the server sends it before the app starts (app/layout/static-shell.tsx). */
export function ChannelsShell({ type }: { type: ChannelType }) {
  return (
    <div className={PAGE_CLASS}>
      <ChannelsHeader type={type} />
    </div>
  );
}

export function Component() {
  const [params, update] = useUrlState();
  const type = readEnum(params, 'type', CHANNEL_TYPES, 'fire_dept');
  const sort = readEnum(
    params,
    'sort',
    SORTS.map((s) => s.id),
    defaultSort(type),
  );
  const counts = useChannelCounts();
  const list = useChannelList(type, sort);
  const mobile = useIsMobile();
  const [analyticsRef, analyticsSeen] = useInViewOnce<HTMLElement>('300px');
  const firstRender = useRef(true);
  const navigationType = useNavigationType();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new tab starts at the top; Back and Forward leave the scroll to ScrollRestoration.
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [type]);

  const info = CHANNEL_TYPE_INFO[type];
  const channels = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.pagination.total;
  const tabs = CHANNEL_TYPES.map((t) => ({
    id: t,
    label: (
      <>
        {CHANNEL_TYPE_INFO[t].tab}
        <span className="rounded-full bg-surface-2 px-2 text-sm tabular-nums text-muted">
          {counts.data ? formatGroupedNumber(counts.data[t]) : '–'}
        </span>
      </>
    ),
  }));

  return (
    <div className={PAGE_CLASS}>
      <title>{`${info.title} | 119 안전영상`}</title>
      <ChannelsHeader type={type} total={total} />
      <Tabs
        items={tabs}
        value={type}
        // A tab starts the type afresh (its own default sort) and is a history step like any other choice.
        onChange={(t) => update({ type: t }, { fresh: true, defaults: { type: 'fire_dept' } })}
        label="채널 유형"
        idPrefix="channel-type"
        fill
      />
      <div id={panelId('channel-type')} role="tabpanel" aria-labelledby={tabId('channel-type', type)} className="flex flex-col gap-5">
        <h2 className="sr-only">{`${info.title} 목록`}</h2>
        <div role="group" aria-label="정렬" className="flex flex-wrap gap-2">
          {SORTS.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={sort === s.id}
              className={chipClass(sort === s.id)}
              onClick={() => update({ sort: s.id }, { defaults: { sort: defaultSort(type) } })}
            >
              {s.label}
            </button>
          ))}
        </div>
        {list.isPending ? (
          <Spinner label="채널 목록을 불러오는 중..." />
        ) : list.isError && channels.length === 0 ? (
          <ErrorState message="채널 목록을 불러오지 못했습니다" detail={errorDetail(list.error)} onRetry={() => list.refetch()} />
        ) : channels.length === 0 ? (
          <EmptyState title="등록된 채널이 없습니다" />
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={`${info.title} 목록`}>
            {channels.map((channel) => (
              <li key={channel.channel_id}>
                <ChannelCard channel={channel} showTypeBadge={type === 'fire_dept'} mobile={mobile} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            className={`${buttonSecondary} self-center`}
            onClick={() => list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            data-testid="channels-more"
          >
            {list.isFetchingNextPage
              ? '불러오는 중…'
              : `채널 더 보기 (${formatGroupedNumber(channels.length)}/${formatGroupedNumber(total ?? 0)})`}
          </button>
        )}
      </div>
      {/* Mounted after the list, so it is not "in view" (and loading charts) while the list is still empty. */}
      {list.isSuccess && (
        <section ref={analyticsRef} aria-labelledby="analytics-heading" className="mt-6 min-h-96">
          <h2 id="analytics-heading" className="mb-4 text-2xl font-bold">
            채널 분석
          </h2>
          {analyticsSeen && (
            <ComponentErrorBoundary message={COMPONENT_ERROR_MESSAGES.chart}>
              <Suspense fallback={<Spinner label="차트를 불러오는 중..." />}>
                <ChannelAnalytics />
              </Suspense>
            </ComponentErrorBoundary>
          )}
        </section>
      )}
    </div>
  );
}
