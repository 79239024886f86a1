import { z } from 'zod';
import {
  CHANNEL_TYPES,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  SORT_ORDERS,
  VIDEO_PERIODS,
  type SortOrder,
} from '../constants/catalogue.ts';
import { legacySorts, offeredOrders, resolveOrdering, sortFields, type Orderings } from '../constants/sorting.ts';

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

const orderSchema = z.enum(SORT_ORDERS, "'order'는 asc 또는 desc입니다.");

/**
 * ADR 0038: a list's `sort` (a field name; older spellings accepted, marked deprecated) and `order` (asc|desc,
 * default the field's natural direction), resolved to the choice its service knows. A direction the list does not
 * offer for that field is a 400 naming `order`.
 */
export function sortParams<const C extends string, const F extends string>(orderings: Orderings<C, F>, defaultChoice: NoInfer<C>) {
  const fields = sortFields(orderings);
  const legacy = legacySorts(orderings);
  const describeFields = fields.map((field) => `${field}(${offeredOrders(orderings, field).join('·')})`).join(', ');
  const sort = z
    .enum([...fields, ...legacy] as [F | C, ...(F | C)[]], `'sort'는 ${fields.join(', ')} 중 하나입니다.`)
    .default(orderings[defaultChoice].sort as never)
    .describe(
      `정렬할 필드(괄호 안은 쓸 수 있는 order): ${describeFields}.` +
        (legacy.length
          ? ` 예전 값 ${legacy.map((c) => `${c}(= ${orderings[c].sort} ${orderings[c].order})`).join(', ')}은 계속 받지만 더 이상 권장하지 않습니다(deprecated).`
          : ''),
    );
  return {
    sort: legacy.length ? sort.meta({ 'x-deprecated-values': legacy }) : sort,
    order: orderSchema.optional().describe('asc(오름차순) 또는 desc(내림차순). 없으면 필드의 기본 방향 (숫자·날짜는 desc, 이름은 asc)'),
  };
}

/** Resolves `sort` + `order` of a parsed query to the list's choice, or adds the issue naming `order`. */
export function resolveSortParams<C extends string>(
  orderings: Orderings<C>,
  query: { sort: string; order?: SortOrder | undefined },
  ctx: z.RefinementCtx,
): C {
  const choice = resolveOrdering(orderings, query.sort, query.order);
  if (choice !== null) return choice;
  const field = orderings[query.sort as C]?.sort ?? query.sort;
  ctx.addIssue({
    code: 'custom',
    path: ['order'],
    message: `'order'는 sort=${field}에서 ${offeredOrders(orderings, field).join(' 또는 ')}만 쓸 수 있습니다.`,
  });
  return z.NEVER;
}

/** A list query with the sorting convention: the object's fields plus `sort`/`order`, answering `sort` as the choice. */
export function sortedQuery<const T extends z.ZodRawShape, const C extends string, const F extends string>(
  shape: T,
  orderings: Orderings<C, F>,
  defaultChoice: NoInfer<C>,
) {
  return z.object({ ...shape, ...sortParams(orderings, defaultChoice) }).transform((query, ctx) => {
    const { order: _order, ...rest } = query as typeof query & { order?: SortOrder };
    return { ...rest, sort: resolveSortParams(orderings, query as { sort: string; order?: SortOrder }, ctx) } as Omit<
      z.output<z.ZodObject<T>>,
      'sort' | 'order'
    > & { sort: C };
  });
}
