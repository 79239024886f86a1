// One pasted address on the add page: what YouTube says about it, the classifier's suggestion, the channel.
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatGroupedNumber, formatKoreanDate } from '../../../../shared/format/index.ts';
import type { AddPreview } from '../../../api/admin-videos.ts';
import { Thumbnail } from '../../../components/ui/Thumbnail.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { statusLabel } from './videos-params.ts';

type Item = AddPreview['items'][number];

const STATE_TITLES: Record<Item['state'], string> = {
  new: '추가할 수 있음',
  inCatalogue: '이미 있음',
  inArchive: '삭제된 영상 보관함에 있음',
  invalid: '읽을 수 없음',
  notOnYouTube: '유튜브에 없음',
  private: '비공개 영상',
  upcoming: '방송 전',
};

export function AddPreviewCard({ item }: { item: Item }) {
  const ok = item.state === 'new';
  return (
    <li
      className={`rounded-xl border p-3 ${ok ? 'border-line bg-surface' : 'border-dashed border-line bg-surface-2'}`}
      data-testid="add-preview"
      data-state={item.state}
    >
      <article aria-label={item.video?.title ?? item.input} className="flex flex-col gap-3 sm:flex-row">
        {item.videoId && item.video && (
          <div className="aspect-video w-full shrink-0 overflow-hidden rounded-lg sm:w-44">
            <Thumbnail videoId={item.videoId} storedUrl={item.video.thumbnail_url} />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-semibold">
            <span className="rounded-full border border-line px-2 py-0.5">{STATE_TITLES[item.state]}</span>
            {item.purgedBefore && <span className="ml-2 text-muted">(예전에 영구 삭제한 영상입니다)</span>}
          </p>
          {item.video ? (
            <h3 className="font-bold break-words">
              <a
                href={`https://www.youtube.com/watch?v=${item.videoId}`}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                {item.video.title}
                <ExternalLink aria-hidden="true" className="ml-1 inline h-4 w-4" />
                <span className="sr-only"> (유튜브에서 보기, 새 창)</span>
              </a>
            </h3>
          ) : (
            <p className="font-mono break-all">{item.input}</p>
          )}
          {item.message && <p className="text-sm">{item.message}</p>}
          {item.existing && (
            <p className="text-sm text-muted">{`카탈로그의 영상: "${item.existing.title}" (${statusLabel(item.existing.status)})`}</p>
          )}
          {item.video && (
            <p className="flex flex-wrap gap-x-3 text-sm text-muted">
              <span>{item.video.channel_name || '채널 정보 없음'}</span>
              <span>
                올린 날 <time dateTime={item.video.upload_date}>{formatKoreanDate(item.video.upload_date)}</time>
              </span>
              {item.video.duration_display && <span>길이 {item.video.duration_display}</span>}
              <span>조회수 {formatGroupedNumber(item.video.view_count)}회</span>
            </p>
          )}
          {ok && (
            <p className="text-sm" data-testid="add-suggestion">
              <span className="font-semibold">분류기 제안: </span>
              {item.suggestion
                ? `${item.suggestion.keyword} (신뢰도 ${Math.floor(item.suggestion.confidence * 100)}%) — ${item.suggestion.reason}`
                : '알맞은 키워드를 찾지 못했습니다.'}
            </p>
          )}
          {ok && item.channel && !item.channel.followed && (
            <p className="text-sm" data-testid="add-unfollowed-channel">
              {`"${item.channel.channelName}" 채널은 아직 등록되지 않았습니다. `}
              <Link to={`${ADMIN_BASE}/channels?add=${encodeURIComponent(item.channel.channelId)}`} className="font-semibold underline">
                채널 등록하기
              </Link>
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
