import { findCategoryBySlug } from '../../../db/repositories/categories.repo.ts';
import { accessibleByTopic } from '../../../db/repositories/video-access.repo.ts';
import { countVideos } from '../../../db/repositories/videos.repo.ts';
import type { AccessibleQuery, AccessibleResponse } from '../../../shared/api/versions.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { ACCESS_FILTERS } from '../../../shared/constants/versions.ts';
import { rememberedCount, type AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { toVideosWithAccess } from '../../core/video-access.ts';

const TOPIC_NOT_FOUND = '주제를 찾을 수 없습니다.';

/** /accessible (issue 22): every video with an accessible version, by topic; or one topic, paged. */
export async function accessibleVideos(ctx: AppContext, q: AccessibleQuery): Promise<AccessibleResponse['data']> {
  if (q.category && q.category !== 'other') {
    const category = await findCategoryBySlug(ctx.db, q.category);
    if (!category || category.parent_id !== null) throw notFound(TOPIC_NOT_FOUND);
  }
  const filter = { access: q.access?.length ? q.access : [...ACCESS_FILTERS], lifeStages: q.lifeStage };
  const [rows, total] = await Promise.all([
    accessibleByTopic(ctx.db, filter, { topic: q.category, offset: (q.page - 1) * q.limit, limit: q.limit }),
    rememberedCount(ctx, 'accessible', filter)(() => countVideos(ctx.db, filter)),
  ]);
  const now = ctx.now();
  const videos = await toVideosWithAccess(ctx, rows, now);
  const sections = new Map<string, AccessibleResponse['data']['sections'][number]>();
  rows.forEach((row, i) => {
    const section = sections.get(row.topic_slug) ?? {
      slug: row.topic_slug,
      name: row.topic_name,
      total: Number(row.topic_total),
      videos: [],
    };
    section.videos.push(videos[i]!);
    sections.set(row.topic_slug, section);
  });
  const list = [...sections.values()];
  const topicTotal = q.category ? (list[0]?.total ?? 0) : 0;
  return { total, sections: list, pagination: q.category ? paginationFor(q.page, q.limit, topicTotal) : null };
}
