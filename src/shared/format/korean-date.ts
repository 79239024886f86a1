// Calendar dates in Korea time (R-FORMAT-05 channel cards: long Korean date, or yy.m.d on mobile).

import { kstFields, toEpochMs } from './date-input.ts';
import type { DateInput } from './date-input.ts';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** '2024년 3월 5일' (Korea time); invalid → ''. */
export function formatKoreanDate(date: DateInput | null | undefined): string {
  const ms = toEpochMs(date);
  if (ms === null) return '';
  const { year, month, day } = kstFields(ms);
  return `${year}년 ${month}월 ${day}일`;
}

/** '24.3.5' (yy.m.d, Korea time) for narrow screens; invalid → ''. */
export function formatShortDate(date: DateInput | null | undefined): string {
  const ms = toEpochMs(date);
  if (ms === null) return '';
  const { year, month, day } = kstFields(ms);
  return `${pad2(((year % 100) + 100) % 100)}.${month}.${day}`;
}

/** '2024년 3월 5일 14:05' (24-hour clock, Korea time); invalid → ''. */
export function formatDateTime(date: DateInput | null | undefined): string {
  const ms = toEpochMs(date);
  if (ms === null) return '';
  const { year, month, day, hour, minute } = kstFields(ms);
  return `${year}년 ${month}월 ${day}일 ${pad2(hour)}:${pad2(minute)}`;
}
