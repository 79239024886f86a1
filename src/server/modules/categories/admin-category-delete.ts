import type { adminCategoriesRepository } from '../../../db/repositories/admin-categories.repo.ts';
import type { Repository } from '../../../db/repositories/bind.ts';
import type { AdminCategoryDeleteQuery } from '../../../shared/api/admin-categories.ts';
import { ADMIN_CATEGORY_MESSAGES as MSG } from '../../../shared/constants/admin-categories.ts';
import type { Audit } from '../../core/audit.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { categoryAuditView } from './admin-category-views.ts';

/**
 * Deletes a category once its sub-categories and keyword links have somewhere to go, as the admin chose:
 * children move under another top-level category or become top-level; keyword links move to another category
 * or are simply removed. Keywords and videos themselves are never deleted.
 */
export async function removeCategory(
  repo: Repository<typeof adminCategoriesRepository>,
  audit: Audit,
  id: number,
  choice: AdminCategoryDeleteQuery,
  now: Date,
) {
  await repo.lockCategoryTree();
  const before = await repo.findAdminCategory(id);
  if (!before) throw notFound(MSG.notFound);
  const children = await repo.siblingIds(id);
  const keywordIds = await repo.keywordIdsOfCategories([id]);
  const missing = [
    children.length > 0 && !choice.children ? `하위 분류 ${children.length}개` : null,
    keywordIds.length > 0 && !choice.keywords ? `연결된 키워드 ${keywordIds.length}개` : null,
  ].filter(Boolean);
  if (missing.length) {
    const what = children.length > 0 && !choice.children ? 'children' : 'keywords';
    throw conflict('CATEGORY_NOT_EMPTY', `이 분류에는 ${missing.join('와 ')}가 있습니다. 어디로 옮길지, 연결을 끊을지 고르세요.`, what);
  }

  let childrenTo: number | null = null;
  if (children.length > 0 && choice.children === 'move') {
    if (choice.childrenTo === undefined) throw badRequest(MSG.childrenTarget, 'childrenTo');
    const target = await repo.findAdminCategory(choice.childrenTo);
    if (!target || target.id === id || target.parent_id !== null) throw badRequest(MSG.childrenTargetInvalid, 'childrenTo');
    childrenTo = target.id;
  }
  let keywordsTo: number | null = null;
  if (keywordIds.length > 0 && choice.keywords === 'move') {
    if (choice.keywordsTo === undefined) throw badRequest(MSG.keywordsTarget, 'keywordsTo');
    const target = await repo.findAdminCategory(choice.keywordsTo);
    if (!target || target.id === id) throw badRequest(MSG.keywordsTargetInvalid, 'keywordsTo');
    keywordsTo = target.id;
  }

  const movedChildren = children.length > 0 ? await repo.moveChildren(id, childrenTo, now) : 0;
  if (keywordsTo !== null) await repo.addKeywordLinks(keywordsTo, keywordIds);
  await repo.replaceSuggestedCategory(id, keywordsTo);
  await repo.deleteCategory(id);
  await repo.refreshCategoryNames(keywordIds);
  await repo.refreshCategoryCount();
  const result = {
    id,
    movedChildren: childrenTo !== null ? movedChildren : 0,
    promotedChildren: childrenTo === null ? movedChildren : 0,
    movedKeywords: keywordsTo !== null ? keywordIds.length : 0,
    detachedKeywords: keywordsTo === null ? keywordIds.length : 0,
  };
  await audit({
    action: 'category.delete',
    targetType: 'category',
    targetId: id,
    before: { ...categoryAuditView(before), children, keywordIds },
    after: { ...result, childrenTo, keywordsTo },
  });
  return result;
}
