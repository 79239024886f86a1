// Korean display formatting shared by server and browser (R-FORMAT-01). No Node-only APIs.
export { formatKoreanNumber, formatViews, EOK, CHEONMAN, BAEKMAN, MAN, CHEON } from './korean-number.ts';
export { formatGroupedNumber, formatCount } from './grouped-number.ts';
export { formatHiddenCount, HIDDEN_COUNT_TEXT } from './hidden-count.ts';
export { toFiniteNumber } from './number-core.ts';
export {
  formatDuration,
  parseIsoDuration,
  toDurationSeconds,
  durationBucket,
  formatMinutes,
  SHORT_DURATION_LIMIT_SECONDS,
  LONG_DURATION_LIMIT_SECONDS,
} from './duration.ts';
export type { DurationBucket } from './duration.ts';
export { toEpochMs, kstFields, kstDayNumber, KST_OFFSET_MS, DAY_MS } from './date-input.ts';
export type { DateInput, KstFields } from './date-input.ts';
export { formatKoreanDate, formatShortDate, formatDateTime } from './korean-date.ts';
export { formatRelativeDate, kstCalendarDaysBetween } from './relative-date.ts';
