// Channel-type navigation: four cards with live counts.
import { Link } from 'react-router';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { CHANNEL_TYPE_LIST, channelsHref } from '../../lib/channel-types.ts';
import { useChannelCounts } from '../../api/channels.ts';
import { SectionHeading } from './SectionHeading.tsx';

export function ChannelTypeGrid() {
  const { data } = useChannelCounts();
  return (
    <section aria-labelledby="channel-types-heading" className="mx-auto max-w-7xl px-4">
      <SectionHeading
        id="channel-types-heading"
        title="채널 유형별로 보기"
        description="어느 기관의 영상인지 골라서 살펴보세요."
        moreHref="/channels"
        moreLabel="전체 채널"
      />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {CHANNEL_TYPE_LIST.map((info) => {
          const Icon = info.icon;
          return (
            <li key={info.type}>
              <Link
                to={channelsHref(info.type)}
                className="flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 transition hover:border-accent hover:shadow-md"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-lg font-bold">{info.tab}</span>
                  <span className="text-sm text-muted">{info.description}</span>
                  <span className="text-sm font-semibold text-accent">
                    {data ? `채널 ${formatGroupedNumber(data[info.type])}곳` : '채널 수 확인 중'}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
