import type { Keyword, KeywordListQuery, KeywordVideosQuery, SuggestQuery } from '../../../shared/api/keywords.ts';
import { paginationFor, type CsvFormat } from '../../../shared/api/common.ts';
import { toCsv } from '../../core/csv.ts';
import {
  CHANNEL_TYPE_LABELS,
  KEYWORD_VIDEOS_EXPORT_MAX,
  PAGE_VIEW_ADDRESS_CAP_PER_HOUR,
  PAGE_VIEW_WINDOW_MINUTES,
  RELATED_KEYWORDS_LIMIT,
  SUGGESTION_LIMIT,
} from '../../../shared/constants/catalogue.ts';
import { formatDuration } from '../../../shared/format/index.ts';
import { isChosungQuery } from '../../../shared/search/text.ts';
import { primaryCategoryOfKeyword } from '../../../db/repositories/categories.repo.ts';
import { exportKeywordVideos, keywordVideoPage } from '../../../db/repositories/keyword-videos.repo.ts';
import { keywordChannels } from '../../../db/repositories/keyword-channels.repo.ts';
import * as repo from '../../../db/repositories/keywords.repo.ts';
import { recordPageView, type Viewer } from '../../../db/repositories/statistics.repo.ts';
import type { VideoRow } from '../../../db/repositories/video-columns.ts';
import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { withCategories } from '../../core/keyword-categories.ts';
import type { KeywordRow } from '../../core/mappers.ts';
import { toVideosWithAccess } from '../../core/video-access.ts';

// The admin keyword service (same feature) still imports it from here.
export { withCategories };

type Crumb = { label: string; href: string };
/** What the detail keeps per catalogue version: everything but the live page views. */
type CachedDetail = { keyword: KeywordRow; full: Keyword; breadcrumb: Crumb[] };

const KEYWORD_NOT_FOUND = '키워드를 찾을 수 없습니다.';
const CSV_HEADER = ['번호', '영상 ID', '제목', '채널', '채널 유형', '조회수', '좋아요', '댓글', '길이', '업로드일', '영상 주소'];

/** The public keyword pages: lists, suggestions, a keyword with its summary, its videos, related keywords, views, CSV. */
export class KeywordService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list(q: KeywordListQuery) {
    const categoryIds = q.category ? await repo.categoryIdsForSlug(this.#ctx.db, q.category) : undefined;
    if (categoryIds === null) return { data: [], pagination: paginationFor(q.page, q.limit, 0) };
    const { rows, total } = await repo.listKeywords(this.#ctx.db, { categoryIds, search: q.search }, q.sort, q.page, q.limit);
    return { data: await withCategories(this.#ctx, rows), pagination: paginationFor(q.page, q.limit, total) };
  }

  async suggest({ q }: SuggestQuery) {
    const rows = await repo.suggestKeywords(this.#ctx.db, q, isChosungQuery(q), SUGGESTION_LIMIT);
    return rows.map((row) => ({ ...row, total_videos: Number(row.total_videos) }));
  }

  /** The keyword, its summary and breadcrumb (cached per catalogue version) with its page views read live. */
  async detail(slug: string) {
    const cached = await this.#ctx.cache.get(`keyword-detail\u0000${slug}`, async () => {
      const keyword = await this.#require(slug);
      const [[full], breadcrumb] = await Promise.all([withCategories(this.#ctx, [keyword]), this.#breadcrumb(keyword)]);
      return { keyword, full, breadcrumb };
    });
    const { keyword, full, breadcrumb } = cached.data as CachedDetail;
    // Page views change with every visit, so they are never cached.
    const pageViews = await repo.keywordPageViews(this.#ctx.db, keyword.id);
    return { keyword: { ...full, view_count: pageViews }, summary: summaryOf(keyword, pageViews), breadcrumb };
  }

  /** One round trip: the keyword (or its old address), the page of videos and the total come in one statement. */
  async videos(slug: string, q: KeywordVideosQuery) {
    const page = await keywordVideoPage(this.#ctx.db, slug.normalize('NFC'), { ...q, lifeStages: q.lifeStage });
    if (!page) throw notFound(KEYWORD_NOT_FOUND);
    const now = this.#ctx.now();
    return { videos: await toVideosWithAccess(this.#ctx, page.rows, now), pagination: paginationFor(q.page, q.limit, page.total) };
  }

  async related(slug: string) {
    const keyword = await this.#require(slug);
    const rows = await repo.relatedKeywords(this.#ctx.db, keyword.id, RELATED_KEYWORDS_LIMIT);
    return rows.map((row) => ({ ...row, total_videos: Number(row.total_videos) }));
  }

  /** Every channel with published videos for the keyword, with how many (a maintained aggregate). */
  async channels(slug: string) {
    const keyword = await this.#require(slug);
    const rows = await keywordChannels(this.#ctx.db, keyword.id);
    return rows.map((row) => ({ ...row, video_count: Number(row.video_count) }));
  }

  /** A public write, not audited: one page view per visitor (hash) per window; the count and the view commit together. */
  async recordView(slug: string, viewer: Viewer) {
    const keyword = await this.#require(slug);
    return this.#ctx.db.transaction().execute(async (trx) => {
      const counted = await recordPageView(trx, 'keyword', String(keyword.id), viewer, {
        now: this.#ctx.now(),
        windowMinutes: PAGE_VIEW_WINDOW_MINUTES,
        addressCapPerHour: PAGE_VIEW_ADDRESS_CAP_PER_HOUR,
      });
      const pageViews = counted ? await repo.incrementKeywordPageViews(trx, keyword.id) : await repo.keywordPageViews(trx, keyword.id);
      return { counted, pageViews };
    });
  }

  /** The keyword's videos as CSV, most viewed first: file names (ASCII fallback and the Korean slug) and the body. */
  async exportCsv(slug: string, format: CsvFormat) {
    const keyword = await this.#require(slug);
    const rows = await exportKeywordVideos(this.#ctx.db, keyword.id, KEYWORD_VIDEOS_EXPORT_MAX);
    const asciiName = /^[A-Za-z0-9._-]+$/.test(keyword.slug) ? keyword.slug : `keyword-${keyword.id}`;
    return { asciiName: `${asciiName}.csv`, name: `${keyword.slug}.csv`, csv: videosToCsv(rows, format) };
  }

  async #require(slug: string) {
    const keyword = await repo.findKeywordBySlug(this.#ctx.db, slug.normalize('NFC'));
    if (!keyword) throw notFound(KEYWORD_NOT_FOUND);
    return keyword;
  }

  /** 홈 › 상위 분류 › 분류 (R-KEYWORD-01). */
  async #breadcrumb(keyword: KeywordRow): Promise<Crumb[]> {
    const category = await primaryCategoryOfKeyword(this.#ctx.db, keyword.id);
    const crumbs: Crumb[] = [{ label: '홈', href: '/' }];
    if (category?.parent_slug && category.parent_name) {
      crumbs.push({ label: category.parent_name, href: `/categories/${category.parent_slug}` });
      crumbs.push({ label: category.name, href: `/categories/${category.parent_slug}/${category.slug}` });
    } else if (category) {
      crumbs.push({ label: category.name, href: `/categories/${category.slug}` });
    }
    return crumbs;
  }
}

function summaryOf(keyword: KeywordRow, pageViews: number) {
  return {
    totalVideos: Number(keyword.total_videos),
    totalChannels: Number(keyword.total_channels),
    totalViews: Number(keyword.total_views),
    averageViews: Number(keyword.average_views),
    averageDurationMinutes: Math.round((Number(keyword.average_duration_seconds) / 60) * 10) / 10,
    pageViews,
  };
}

/** Spreadsheet-safe by default (BOM, formula-like cells quoted), or raw for programs (core/csv.ts). */
function videosToCsv(rows: VideoRow[], format: CsvFormat): string {
  const records = rows.map((row, index) => [
    index + 1,
    row.video_id,
    row.title,
    row.channel_name,
    row.channel_type ? CHANNEL_TYPE_LABELS[row.channel_type] : '',
    Number(row.view_count),
    // A hidden count is an empty cell, not 0.
    row.like_count === null ? '' : Number(row.like_count),
    row.comment_count === null ? '' : Number(row.comment_count),
    row.duration_display ?? formatDuration(row.duration),
    new Date(row.upload_date).toISOString().slice(0, 10),
    row.video_url ?? `https://www.youtube.com/watch?v=${row.video_id}`,
  ]);
  return toCsv(CSV_HEADER, records, format);
}
