// Counts YouTube may hide (likes, comments, subscribers) arrive as null: shown as '비공개', never as 0.
import { formatKoreanNumber } from './korean-number.ts';

export const HIDDEN_COUNT_TEXT = '비공개';

/** '1.2만명' for a known count, '비공개' for a hidden one; `format` picks the number style (Korean units by default). */
export function formatHiddenCount(value: number | null | undefined, unit = '', format: (n: number) => string = formatKoreanNumber): string {
  return value === null || value === undefined ? HIDDEN_COUNT_TEXT : `${format(value)}${unit}`;
}
