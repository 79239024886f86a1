// Reading dates and splitting them into Korea-time fields without Intl time-zone data.
// Korea Standard Time is UTC+9 all year (no daylight saving since 1988), so plain arithmetic
// gives the same answer on a server in UTC and in a browser anywhere.

export type DateInput = Date | string | number;

export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

// ISO-8601 / SQL timestamps: '2024-03-05', '2024-03-05T14:05:00Z', '2024-03-05 14:05:00.123+09'.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Epoch milliseconds, or null when the input is not a valid date.
 * Numbers are epoch milliseconds. ISO strings without a zone ('2024-03-05', '2024-03-05T14:05')
 * are read as Korea time, so they do not shift with the reader's time zone; other strings
 * (e.g. RFC 2822 'Tue, 05 Mar 2024 05:05:00 GMT' from feeds) go to Date.parse.
 */
export function toEpochMs(input: DateInput | null | undefined): number | null {
  if (input instanceof Date) return finiteOrNull(input.getTime());
  if (typeof input === 'number') return finiteOrNull(input);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '') return null;
  const match = ISO_DATE_TIME.exec(text);
  if (match) return parseIsoMatch(match);
  return finiteOrNull(Date.parse(text));
}

function finiteOrNull(ms: number): number | null {
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : null;
}

function parseIsoMatch(match: RegExpExecArray): number | null {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day); // setUTCFullYear keeps years 0–99 literal, unlike Date.UTC
  wall.setUTCHours(hour, minute, second, millis);
  const offset = zone === undefined ? KST_OFFSET_MS : zoneOffsetMs(zone);
  return offset === null ? null : finiteOrNull(wall.getTime() - offset);
}

function daysInMonth(year: number, month: number): number {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month, 0); // day 0 of the next month = last day of this one
  return probe.getUTCDate();
}

function zoneOffsetMs(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes) * 60 * 1000;
}

export interface KstFields {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
}

/** Calendar and clock fields of an instant as seen in Korea. */
export function kstFields(ms: number): KstFields {
  const shifted = new Date(ms + KST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Days since 1970-01-01 on the Korean calendar (changes at 00:00 KST, i.e. 15:00 UTC). */
export function kstDayNumber(ms: number): number {
  return Math.floor((ms + KST_OFFSET_MS) / DAY_MS);
}
