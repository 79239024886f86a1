// The keyword's videos as a grid or list; virtualised above 50 videos.
import type { Video } from '../../../shared/api/videos.ts';
import { VideoCard } from '../../components/ui/VideoCard.tsx';
import { VIRTUALIZE_ABOVE, VirtualVideoGrid, useGridColumns } from './VirtualVideoGrid.tsx';

interface Props {
  videos: Video[];
  viewMode: 'grid' | 'list';
  /** Overall position of the first video (page offset), for rank badges on page 1 only. */
  firstPosition: number;
  rankedSort: boolean;
  modalHrefFor: (videoId: string) => string;
  onOpenModal: (videoId: string) => void;
}

export function KeywordVideoList({ videos, viewMode, firstPosition, rankedSort, modalHrefFor, onOpenModal }: Props) {
  const columns = useGridColumns(viewMode === 'list');
  const card = (video: Video, index: number) => (
    <VideoCard
      video={video}
      layout={viewMode}
      position={firstPosition + index}
      ranked={rankedSort && firstPosition + index < 3}
      modalHref={modalHrefFor(video.video_id)}
      onOpenModal={onOpenModal}
      eager={index < 3}
    />
  );
  if (videos.length > VIRTUALIZE_ABOVE) {
    return (
      <VirtualVideoGrid
        items={videos}
        columns={columns}
        rowHeight={viewMode === 'list' ? 180 : 400}
        getKey={(video) => video.video_id}
        renderItem={card}
        label="키워드 영상 목록"
      />
    );
  }
  return (
    <ul
      aria-label="키워드 영상 목록"
      className={viewMode === 'list' ? 'flex flex-col gap-3' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'}
      data-virtualized="false"
    >
      {videos.map((video, index) => (
        <li key={video.video_id} className="min-w-0">
          {card(video, index)}
        </li>
      ))}
    </ul>
  );
}
