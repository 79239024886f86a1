// A channel's picture, or its first letter when there is none or it does not load (decorative: the name is beside it).
import { useState } from 'react';

export function ChannelAvatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'md' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-12 w-12 text-lg';
  if (!url || failed) {
    return (
      <span
        aria-hidden="true"
        className={`${box} flex shrink-0 items-center justify-center rounded-full border border-line bg-surface-2 font-bold`}
      >
        {[...name][0] ?? '?'}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${box} shrink-0 rounded-full object-cover`}
    />
  );
}
