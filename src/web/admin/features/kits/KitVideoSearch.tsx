// Finding catalogue videos to add to a kit: a search box (title, channel or video ID; published videos only) and
// the matches, each with an "add" button, so a keyboard reaches them with Tab and a screen reader hears the count.
import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { VIDEO_SEARCH_MIN } from '../../../../shared/constants/admin-videos.ts';
import { KIT_VIDEOS_MAX } from '../../../../shared/constants/kits.ts';
import { formatDuration } from '../../../../shared/format/index.ts';
import { useAdminVideos, type AdminVideo } from '../../../api/admin-videos.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { Thumbnail } from '../../../components/ui/Thumbnail.tsx';
import { useDebouncedValue } from '../../../lib/hooks.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

const RESULTS = 8;

interface KitVideoSearchProps {
  chosen: ReadonlySet<string>;
  full: boolean;
  onAdd: (video: AdminVideo) => void;
}

export function KitVideoSearch({ chosen, full, onAdd }: KitVideoSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const enabled = search.length >= VIDEO_SEARCH_MIN;
  const query = useAdminVideos({ search: enabled ? search : undefined, status: 'published', limit: RESULTS, page: 1, sort: 'views' });
  const rows = enabled ? (query.data?.data ?? []) : [];
  const status = !enabled
    ? ''
    : query.isFetching && !query.data
      ? '찾는 중...'
      : query.isError
        ? '영상을 찾지 못했습니다. 잠시 뒤 다시 입력해 보세요.'
        : rows.length === 0
          ? '찾는 영상이 없습니다.'
          : `공개 영상 ${rows.length}편을 찾았습니다${(query.data?.pagination.total ?? 0) > rows.length ? ` (전체 ${query.data?.pagination.total}편 중 조회수 순)` : ''}.`;

  return (
    <div className="flex flex-col gap-2" data-testid="kit-video-search">
      <label htmlFor={inputId} className="font-semibold">
        영상 찾아 넣기
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-muted" />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={hintId}
          className={`${fieldClass} pl-10`}
          placeholder="예: 소화기"
          data-testid="kit-video-search-input"
        />
      </div>
      <p id={hintId} className="text-sm text-muted">
        {full
          ? `영상은 ${KIT_VIDEOS_MAX}편까지 넣을 수 있습니다.`
          : `공개된 영상의 제목·채널·영상 ID로 찾습니다 (${VIDEO_SEARCH_MIN}자 이상). Tab으로 결과의 '넣기' 버튼으로 갑니다.`}
      </p>
      <p role="status" className="text-sm font-semibold" data-testid="kit-video-search-status">
        {status}
      </p>
      {rows.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="찾은 영상">
          {rows.map((video) => {
            const inKit = chosen.has(video.video_id);
            return (
              <li
                key={video.video_id}
                className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2"
                data-testid="kit-video-result"
              >
                <Thumbnail
                  videoId={video.video_id}
                  storedUrl={video.thumbnail_url}
                  className="aspect-video w-24 shrink-0 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-semibold">{video.title}</p>
                  <p className="text-sm text-muted">
                    {video.channel_name}
                    {video.duration ? ` · ${formatDuration(video.duration)}` : ''}
                  </p>
                </div>
                <ActionButton
                  icon={Plus}
                  disabled={inKit || full}
                  onClick={() => onAdd(video)}
                  aria-label={inKit ? `${video.title} (이미 넣음)` : `${video.title} 넣기`}
                >
                  {inKit ? '넣음' : '넣기'}
                </ActionButton>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
