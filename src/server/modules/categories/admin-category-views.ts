import type { AdminCategoryRow } from '../../../db/repositories/admin-categories.repo.ts';
import type { AdminCategory } from '../../../shared/api/admin-categories.ts';
import { iso } from '../../core/mappers.ts';

export const toAdminCategory = (row: AdminCategoryRow): AdminCategory => ({
  ...row,
  keyword_count: Number(row.keyword_count),
  active_keyword_count: Number(row.active_keyword_count),
  updated_at: iso(row.updated_at)!,
});

/** The audit trail's picture of a category: what an admin can change. */
export const categoryAuditView = (row: AdminCategoryRow) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  parentId: row.parent_id,
  priority: row.priority,
});
