// Korean words and small class names for the channel pages.
import type { AdminChannel } from '../../../api/admin-channels.ts';
import { CHANNEL_REGION_LABELS, CHANNEL_REGIONS, type ChannelRegion } from '../../../../shared/constants/admin-channels.ts';
import { formatDateTime, formatGroupedNumber } from '../../../../shared/format/index.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';

/** A compact secondary button (still a 44 px touch target). */
export const smallButton = `${buttonSecondary} px-3 text-sm`;
export const badgeClass = 'inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-semibold';
export const checkboxClass = 'h-6 w-6 shrink-0 accent-accent-strong';
/** Monospace for channel IDs, falling back to the Korean sans font (mono fonts lack Hangul). */
export const monoFont = '[font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace,var(--font-sans)]';

export const REGION_OPTIONS = [
  { value: '', label: '지역 없음' },
  ...CHANNEL_REGIONS.map((region) => ({ value: region, label: CHANNEL_REGION_LABELS[region] })),
];

export const regionLabel = (region: string | null) => (region ? (CHANNEL_REGION_LABELS[region as ChannelRegion] ?? region) : null);

/** A count YouTube may leave out (hidden subscribers): never shown as 0. */
export const countText = (value: number | null, unit = '') => (value === null ? '비공개' : `${formatGroupedNumber(value)}${unit}`);

const SYNC_KIND: Record<string, string> = { full: '전체 동기화', incremental: '증분 동기화' };

/** The row's sync state in words: running now, or how the last one went. */
export function syncStateText(channel: AdminChannel): { text: string; failed: boolean } {
  if (channel.syncing) {
    const kind = SYNC_KIND[channel.syncing.kind] ?? '동기화';
    const verb = channel.syncing.state === 'running' ? '진행 중' : '대기 중';
    return { text: `${kind} ${verb} (작업 #${channel.syncing.jobId})`, failed: false };
  }
  const last = channel.lastSync;
  if (!last) return { text: '아직 동기화하지 않음', failed: false };
  const when = formatDateTime(last.finishedAt);
  const kind = SYNC_KIND[last.kind] ?? '동기화';
  if (last.state === 'failed') return { text: `${kind} 실패 · ${when}${last.error ? ` — ${last.error}` : ''}`, failed: true };
  if (last.state === 'skipped') return { text: `${kind} 건너뜀 · ${when}`, failed: false };
  return { text: `${kind} 성공 · ${when}`, failed: false };
}
