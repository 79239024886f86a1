// Video thumbnail with quality fallbacks, a 5 s budget per attempt and the default image (R-VIDEO-04).
// Search results (`retry`) retry the video's image 3 times with back-off, then the stored thumbnail;
// the default image is shown meanwhile, so a slow or blocked image host never leaves a blank card.
import { useEffect, useState } from 'react';
import {
  DEFAULT_THUMBNAIL,
  THUMBNAIL_ATTEMPT_MS,
  nextCandidateAfterError,
  searchThumbnailPlan,
  thumbnailCandidates,
} from '../../lib/thumbnails.ts';

interface ThumbnailProps {
  videoId: string | null | undefined;
  storedUrl?: string | null | undefined;
  className?: string;
  /**
   * The first cards of a page load eagerly (one of them is likely the largest image on screen); Chrome
   * raises the priority of those in view itself, so cards below the fold on a phone do not compete.
   */
  eager?: boolean;
  /** Search results: retries with back-off, then the stored thumbnail (R-VIDEO-04). */
  retry?: boolean;
}

/** YouTube answers a missing quality with a 120×90 grey image: that is a miss, not a thumbnail. */
const isPlaceholder = (image: HTMLImageElement) => image.naturalWidth <= 120;

export function Thumbnail(props: ThumbnailProps) {
  return props.retry ? <RetryingThumbnail {...props} /> : <FallbackThumbnail {...props} />;
}

function FallbackThumbnail({ videoId, storedUrl, className = '', eager = false }: ThumbnailProps) {
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
    <ThumbnailImage
      src={src}
      eager={eager}
      className={className}
      onLoad={(image) => {
        if (!isFallback && isPlaceholder(image) && index < candidates.length - 1) setIndex(index + 1);
        else setLoaded(true);
      }}
      onError={() => {
        if (isFallback) return;
        setLoaded(false);
        setIndex(nextCandidateAfterError(candidates, index));
      }}
    />
  );
}

function RetryingThumbnail({ videoId, storedUrl, className = '', eager = false }: ThumbnailProps) {
  const [plan] = useState(() => searchThumbnailPlan(videoId, storedUrl));
  const [src, setSrc] = useState(plan.first ?? DEFAULT_THUMBNAIL);
  const [loaded, setLoaded] = useState(false);
  /** The first image did not load: it is retried in the background while the default image shows. */
  const [retrying, setRetrying] = useState(false);
  const fail = () => {
    setSrc(DEFAULT_THUMBNAIL);
    setRetrying(true);
  };

  useEffect(() => {
    if (loaded || src !== plan.first) return;
    const timer = setTimeout(fail, THUMBNAIL_ATTEMPT_MS);
    return () => clearTimeout(timer);
  }, [src, loaded, plan]);

  useEffect(() => {
    if (!retrying || !plan.first) return;
    const attempts = [
      ...plan.retries.map((delay) => ({ url: plan.first!, delay })),
      ...(plan.stored ? [{ url: plan.stored, delay: 0 }] : []),
    ];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let probe: HTMLImageElement | null = null;
    const attempt = (n: number) => {
      const next = attempts[n];
      if (!next) return;
      timer = setTimeout(() => {
        const image = new Image();
        probe = image;
        image.referrerPolicy = 'no-referrer';
        image.onerror = () => attempt(n + 1);
        image.onload = () => {
          // A grey "no such quality" answer will not change on retry: go on to the stored thumbnail.
          if (isPlaceholder(image)) attempt(next.url === plan.first ? plan.retries.length : n + 1);
          else {
            setSrc(next.url);
            setRetrying(false);
          }
        };
        image.src = next.url;
      }, next.delay);
    };
    attempt(0);
    return () => {
      clearTimeout(timer);
      if (probe) probe.onload = probe.onerror = null;
    };
  }, [retrying, plan]);

  return (
    <ThumbnailImage
      src={src}
      eager={eager}
      className={className}
      onLoad={(image) => {
        if (src === DEFAULT_THUMBNAIL) return;
        if (!isPlaceholder(image)) setLoaded(true);
        else setSrc(src === plan.first && plan.stored ? plan.stored : DEFAULT_THUMBNAIL);
      }}
      onError={() => {
        if (src === plan.first) fail();
        else if (src !== DEFAULT_THUMBNAIL) setSrc(DEFAULT_THUMBNAIL);
      }}
    />
  );
}

function ThumbnailImage({
  src,
  eager,
  className,
  onLoad,
  onError,
}: {
  src: string;
  eager: boolean;
  className: string;
  onLoad: (image: HTMLImageElement) => void;
  onError: () => void;
}) {
  return (
    <img
      src={src}
      alt=""
      width={480}
      height={270}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      className={`h-full w-full object-cover bg-surface-2 ${className}`}
      onLoad={(event) => onLoad(event.currentTarget)}
      onError={onError}
    />
  );
}
