import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationFor } from '../../../shared/api/common.ts';
import {
  KeywordDetailResponseSchema,
  KeywordListQuerySchema,
  KeywordListResponseSchema,
  KeywordSlugParamsSchema,
  KeywordVideosQuerySchema,
  KeywordVideosResponseSchema,
  KeywordViewResponseSchema,
  RelatedKeywordsResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from '../../../shared/api/keywords.ts';
import { PAGE_VIEW_WINDOW_MINUTES, SUGGESTION_LIMIT } from '../../../shared/constants/catalogue.ts';
import { isChosungQuery } from '../../../shared/search/text.ts';
import { exportKeywordVideos, listKeywordVideos } from '../../../db/repositories/keyword-videos.repo.ts';
import {
  categoryIdsForSlug,
  findKeywordBySlug,
  incrementKeywordPageViews,
  keywordPageViews,
  listKeywords,
  relatedKeywords,
  suggestKeywords,
} from '../../../db/repositories/keywords.repo.ts';
import { recordPageView } from '../../../db/repositories/statistics.repo.ts';
import { rememberedCount, replyCached, type AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { sendCached, serialise } from '../../core/response-cache.ts';
import { toVideo } from '../../core/mappers.ts';
import { visitorHash } from '../videos/videos.service.ts';
import { csvDisposition, keywordBreadcrumb, keywordSummary, videosToCsv, withCategories } from './keywords.service.ts';

const KEYWORD_NOT_FOUND = '키워드를 찾을 수 없습니다.';
const EXPORT_MAX_ROWS = 10_000;

export function registerKeywordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requireKeyword = async (slug: string) => {
    const keyword = await findKeywordBySlug(ctx.db, slug.normalize('NFC'));
    if (!keyword) throw notFound(KEYWORD_NOT_FOUND);
    return keyword;
  };

  r.get(
    '/api/keywords',
    {
      schema: {
        tags: ['키워드'],
        summary: '키워드 목록',
        querystring: KeywordListQuerySchema,
        response: { 200: KeywordListResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 60, async () => {
        const q = request.query;
        const categoryIds = q.category ? await categoryIdsForSlug(ctx.db, q.category) : undefined;
        if (categoryIds === null) return { success: true, data: [], pagination: paginationFor(q.page, q.limit, 0) };
        const { rows, total } = await listKeywords(ctx.db, { categoryIds, search: q.search }, q.sort, q.page, q.limit);
        return { success: true, data: await withCategories(ctx, rows), pagination: paginationFor(q.page, q.limit, total) };
      }),
  );

  r.get(
    '/api/keywords/suggest',
    {
      schema: {
        tags: ['키워드'],
        summary: '키워드 추천 (초성 포함)',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => {
        const q = request.query.q;
        const rows = await suggestKeywords(ctx.db, q, isChosungQuery(q), SUGGESTION_LIMIT);
        return { success: true, data: rows.map((row) => ({ ...row, total_videos: Number(row.total_videos) })) };
      }),
  );

  r.get(
    '/api/keywords/:slug',
    {
      schema: {
        tags: ['키워드'],
        summary: '키워드 상세와 요약',
        params: KeywordSlugParamsSchema,
        response: { 200: KeywordDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const cached = await ctx.cache.get(`keyword-detail\u0000${request.params.slug}`, async () => {
        const keyword = await requireKeyword(request.params.slug);
        const [[full], breadcrumb] = await Promise.all([withCategories(ctx, [keyword]), keywordBreadcrumb(ctx, keyword)]);
        return { keyword, full, breadcrumb };
      });
      const { keyword, full, breadcrumb } = cached.data as {
        keyword: Awaited<ReturnType<typeof requireKeyword>>;
        full: Awaited<ReturnType<typeof withCategories>>[number];
        breadcrumb: Awaited<ReturnType<typeof keywordBreadcrumb>>;
      };
      // Page views change with every visit, so they are read live and never cached.
      const pageViews = await keywordPageViews(ctx.db, keyword.id);
      const body = {
        success: true,
        data: { keyword: { ...full, view_count: pageViews }, summary: keywordSummary(keyword, pageViews), breadcrumb },
      };
      return sendCached(request, reply, serialise(body), { maxAge: 0 });
    },
  );

  r.get(
    '/api/keywords/:slug/videos',
    {
      schema: {
        tags: ['키워드'],
        summary: '키워드의 영상',
        params: KeywordSlugParamsSchema,
        querystring: KeywordVideosQuerySchema,
        response: { 200: KeywordVideosResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 60, async () => {
        const keyword = await requireKeyword(request.params.slug);
        const q = request.query;
        const countKey = { keyword: keyword.id, channel: q.channel, search: q.search, period: q.period };
        const { rows, total } = await listKeywordVideos(ctx.db, keyword.id, q, rememberedCount(ctx, 'keyword-videos', countKey));
        const now = ctx.now();
        return { success: true, data: { videos: rows.map((row) => toVideo(row, now)), pagination: paginationFor(q.page, q.limit, total) } };
      }),
  );

  r.get(
    '/api/keywords/:slug/related',
    {
      schema: {
        tags: ['키워드'],
        summary: '관련 키워드',
        params: KeywordSlugParamsSchema,
        response: { 200: RelatedKeywordsResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => {
        const keyword = await requireKeyword(request.params.slug);
        const rows = await relatedKeywords(ctx.db, keyword.id, 8);
        return { success: true, data: rows.map((row) => ({ ...row, total_videos: Number(row.total_videos) })) };
      }),
  );

  r.post(
    '/api/keywords/:slug/view',
    {
      schema: {
        tags: ['키워드'],
        summary: '키워드 페이지 조회 기록',
        params: KeywordSlugParamsSchema,
        response: { 200: KeywordViewResponseSchema },
      },
    },
    async (request, reply) => {
      const keyword = await requireKeyword(request.params.slug);
      reply.header('cache-control', 'no-store');
      const result = await ctx.db.transaction().execute(async (trx) => {
        const counted = await recordPageView(trx, 'keyword', String(keyword.id), visitorHash(request), PAGE_VIEW_WINDOW_MINUTES);
        const pageViews = counted ? await incrementKeywordPageViews(trx, keyword.id) : await keywordPageViews(trx, keyword.id);
        return { counted, pageViews };
      });
      return { success: true as const, data: result };
    },
  );

  r.get(
    '/api/keywords/:slug/export',
    {
      schema: { tags: ['키워드'], summary: '키워드 영상 CSV 내보내기', params: KeywordSlugParamsSchema },
    },
    async (request, reply) => {
      const keyword = await requireKeyword(request.params.slug);
      const rows = await exportKeywordVideos(ctx.db, keyword.id, EXPORT_MAX_ROWS);
      reply.header('content-disposition', csvDisposition(keyword.slug, keyword.id));
      reply.header('cache-control', 'no-cache');
      return reply.type('text/csv; charset=utf-8').send(videosToCsv(rows));
    },
  );
}
