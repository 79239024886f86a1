// The player facade (ADR 0029): the thumbnail and a play button; only a press loads the youtube-nocookie player, so
// opening a video moves no player bytes until the visitor asks. The embed pages do the same (embed-assets.ts).
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Thumbnail } from './Thumbnail.tsx';
import { followPlayerTime, withPlayerApi } from '../../lib/youtube-player.ts';

interface Props {
  videoId: string;
  title: string;
  thumbnailUrl?: string | null;
  /** The player address (youtube-nocookie, with autoplay: it plays at once after the press). */
  embedUrl: string;
  /** Switched to from another version that was playing: play at once, from this second (issue 22). */
  autoPlay?: boolean;
  startAt?: number;
  /** Hears the player's current time (the IFrame API), so a switch can start the other version there. */
  onTime?: (seconds: number | null) => void;
}

export function VideoFacade({ videoId, title, thumbnailUrl, embedUrl, autoPlay = false, startAt, onTime }: Props) {
  const [playing, setPlaying] = useState(autoPlay);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  useEffect(() => {
    onTime?.(playing ? (startAt ?? 0) : null);
    if (!playing || !onTime || !frameRef.current) return;
    return followPlayerTime(frameRef.current, onTime);
  }, [playing, onTime, startAt]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      {playing ? (
        <iframe
          ref={frameRef}
          src={onTime ? withPlayerApi(embedUrl, startAt) : embedUrl}
          title={`영상 플레이어: ${title}`}
          className="h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          data-testid="video-embed"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 block h-full w-full focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent"
          data-testid="video-facade"
        >
          <Thumbnail videoId={videoId} storedUrl={thumbnailUrl} className="h-full w-full object-cover" eager />
          <span className="absolute inset-0 flex items-center justify-center bg-black/20 group-hover:bg-black/10">
            <span className="flex h-16 w-24 items-center justify-center rounded-2xl bg-red-600 text-white shadow-lg">
              <Play aria-hidden="true" className="h-8 w-8 fill-current" />
            </span>
          </span>
          <span className="sr-only">재생: {title}</span>
        </button>
      )}
    </div>
  );
}
