import { stringify } from 'csv-stringify/sync';
import type { Keyword } from '../../../shared/api/keywords.ts';
import { CHANNEL_TYPE_LABELS } from '../../../shared/constants/catalogue.ts';
import { formatDuration } from '../../../shared/format/index.ts';
import { primaryCategoryOfKeyword } from '../../../db/repositories/categories.repo.ts';
import { categoriesOfKeywords } from '../../../db/repositories/keywords.repo.ts';
import type { VideoRow } from '../../../db/repositories/video-columns.ts';
import type { AppContext } from '../../core/context.ts';
import { toKeyword, type KeywordRow } from '../../core/mappers.ts';

/** Attaches each keyword's categories (one query for the whole page). */
export async function withCategories(ctx: AppContext, rows: KeywordRow[]): Promise<Keyword[]> {
  const links = await categoriesOfKeywords(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toKeyword(
      row,
      links.filter((link) => link.keyword_id === row.id).map(({ id, name, slug }) => ({ id, name, slug })),
    ),
  );
}

/** 홈 › 상위 분류 › 분류 (spec §2 breadcrumb). */
export async function keywordBreadcrumb(ctx: AppContext, keyword: KeywordRow) {
  const category = await primaryCategoryOfKeyword(ctx.db, keyword.id);
  const crumbs = [{ label: '홈', href: '/' }];
  if (category?.parent_slug && category.parent_name) {
    crumbs.push({ label: category.parent_name, href: `/categories/${category.parent_slug}` });
    crumbs.push({ label: category.name, href: `/categories/${category.parent_slug}/${category.slug}` });
  } else if (category) {
    crumbs.push({ label: category.name, href: `/categories/${category.slug}` });
  }
  return crumbs;
}

export function keywordSummary(keyword: KeywordRow, pageViews: number) {
  return {
    totalVideos: Number(keyword.total_videos),
    totalChannels: Number(keyword.total_channels),
    totalViews: Number(keyword.total_views),
    averageViews: Number(keyword.average_views),
    averageDurationMinutes: Math.round((Number(keyword.average_duration_seconds) / 60) * 10) / 10,
    pageViews,
  };
}

const CSV_HEADER = ['번호', '영상 ID', '제목', '채널', '채널 유형', '조회수', '좋아요', '댓글', '길이', '업로드일', '영상 주소'];

/** UTF-8 with BOM so Korean Excel opens it; formula-like cells neutralised (CSV injection). */
export function videosToCsv(rows: VideoRow[]): string {
  const records = rows.map((row, index) => [
    index + 1,
    row.video_id,
    row.title,
    row.channel_name,
    row.channel_type ? CHANNEL_TYPE_LABELS[row.channel_type] : '',
    Number(row.view_count),
    Number(row.like_count),
    Number(row.comment_count),
    row.duration_display ?? formatDuration(row.duration),
    new Date(row.upload_date).toISOString().slice(0, 10),
    row.video_url ?? `https://www.youtube.com/watch?v=${row.video_id}`,
  ]);
  return '\uFEFF' + stringify([CSV_HEADER, ...records], { escape_formulas: true, record_delimiter: '\r\n' });
}

/** Content-Disposition with an ASCII fallback and the UTF-8 slug (RFC 6266). */
export function csvDisposition(slug: string, keywordId: number): string {
  const ascii = /^[A-Za-z0-9._-]+$/.test(slug) ? slug : `keyword-${keywordId}`;
  return `attachment; filename="${ascii}.csv"; filename*=UTF-8''${encodeURIComponent(slug)}.csv`;
}
