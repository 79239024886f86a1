import { z } from 'zod';
import { CHANNEL_TYPES, DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, VIDEO_PERIODS } from '../constants/catalogue.ts';

export const ChannelTypeSchema = z.enum(CHANNEL_TYPES);
/** A count YouTube may hide (likes, comments, subscribers): null when it never told us — shown as '비공개'. */
export const HiddenCountSchema = z
  .number()
  .int()
  .nullable()
  .describe('null: YouTube가 숨긴 값(좋아요·댓글·구독자 비공개)이며 알려진 적이 없음 — 화면에는 "비공개"');
export const PeriodSchema = z.enum(VIDEO_PERIODS);

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function pageParam() {
  return z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
}

export function limitParam(defaultSize = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE) {
  return z.coerce.number().int().min(1).max(max).default(defaultSize);
}

const CHANNEL_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ChannelIdSchema = z.string().regex(CHANNEL_ID_PATTERN, '채널 ID 형식이 올바르지 않습니다.');

/** "a,b,c" → ['a','b','c'] (spaces and empty items ignored, at most 20 ids). */
export const ChannelIdListSchema = z
  .string()
  .max(1_400)
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(ChannelIdSchema).max(20));

export const SlugParamSchema = z.string().trim().min(1).max(120);

/** CSV exports: safe to open in a spreadsheet (default), or every value exactly as stored, for programs. */
export const CsvFormatSchema = z
  .enum(['excel', 'raw'], "'format'은 excel 또는 raw입니다.")
  .default('excel')
  .describe(
    'excel(기본): UTF-8(BOM), 엑셀 등에서 수식으로 실행될 수 있는 칸(=, +, -, @, 탭, 줄바꿈과 그 전각 문자로 시작)은 앞에 작은따옴표를 붙임. ' +
      'raw: BOM 없는 UTF-8, 모든 값을 저장된 그대로 (프로그램용; 스프레드시트로 열지 마세요)',
  );
export type CsvFormat = z.infer<typeof CsvFormatSchema>;

export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    resetIn: z.number().optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: PaginationSchema });
}

export function paginationFor(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
