// Video thumbnail with quality fallbacks, a 5 s budget per attempt and the default image (spec §4).
import { useEffect, useState } from 'react';
import { DEFAULT_THUMBNAIL, THUMBNAIL_ATTEMPT_MS, thumbnailCandidates } from '../../lib/thumbnails.ts';

interface ThumbnailProps {
  videoId: string | null | undefined;
  storedUrl?: string | null | undefined;
  className?: string;
  /** The first cards of a page are loaded eagerly (they are the likely LCP image). */
  eager?: boolean;
}

export function Thumbnail({ videoId, storedUrl, className = '', eager = false }: ThumbnailProps) {
  const [candidates] = useState(() => thumbnailCandidates(videoId, storedUrl));
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const src = candidates[index] ?? DEFAULT_THUMBNAIL;
  const isFallback = index >= candidates.length;

  useEffect(() => {
    if (loaded || isFallback) return;
    const timer = setTimeout(() => setIndex((i) => i + 1), THUMBNAIL_ATTEMPT_MS);
    return () => clearTimeout(timer);
  }, [index, loaded, isFallback]);

  return (
    <img
      src={src}
      alt=""
      width={480}
      height={270}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      fetchPriority={eager ? 'high' : 'auto'}
      className={`h-full w-full object-cover bg-surface-2 ${className}`}
      onLoad={(event) => {
        // YouTube answers missing qualities with a 120×90 grey placeholder: treat it as a miss.
        if (!isFallback && event.currentTarget.naturalWidth <= 120 && index < candidates.length - 1) setIndex(index + 1);
        else setLoaded(true);
      }}
      onError={() => {
        if (!isFallback) {
          setLoaded(false);
          setIndex(index + 1);
        }
      }}
    />
  );
}
