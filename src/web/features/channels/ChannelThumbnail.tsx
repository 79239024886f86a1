// Channel picture (R-CHANNEL-03 order): regional fire-department emblem, then thumbnail_url, then default.
import { Flame } from 'lucide-react';
import { useState } from 'react';
import type { Channel } from '../../../shared/api/channels.ts';
import { DEFAULT_THUMBNAIL } from '../../lib/thumbnails.ts';
import { fireDeptRegion } from './fire-dept-regions.ts';

type ChannelLike = Pick<Channel, 'channel_name' | 'channel_type' | 'thumbnail_url'>;

export function ChannelThumbnail({ channel, size = 64 }: { channel: ChannelLike; size?: number }) {
  const region = channel.channel_type === 'fire_dept' ? fireDeptRegion(channel.channel_name) : null;
  const stored = channel.thumbnail_url && /^https?:\/\//.test(channel.thumbnail_url) ? channel.thumbnail_url : null;
  // No public image URL can be derived from a channel id alone, so the stored URL is the last real source.
  const [failed, setFailed] = useState(false);
  if (region) {
    return (
      <span
        className="flex shrink-0 flex-col items-center justify-center rounded-full text-white shadow-inner"
        style={{ width: size, height: size, backgroundColor: region.color }}
        data-region={region.key}
        aria-hidden="true"
      >
        <Flame className="h-1/3 w-1/3" />
        <span className="text-[0.7rem] font-bold leading-tight">{region.label}</span>
      </span>
    );
  }
  return (
    <img
      src={!stored || failed ? DEFAULT_THUMBNAIL : stored}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-full bg-surface-2 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
