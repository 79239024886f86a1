// Keywords grouped by their first category → graph nodes and links (pure, tested).
import type { Keyword } from '../../../shared/api/keywords.ts';

export interface CategoryGroup {
  id: number;
  name: string;
  slug: string;
  keywords: Keyword[];
}

export function groupByCategory(keywords: readonly Keyword[]): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>();
  for (const keyword of keywords) {
    const category = keyword.categories[0];
    if (!category) continue;
    const group = groups.get(category.id) ?? { ...category, keywords: [] };
    group.keywords.push(keyword);
    groups.set(category.id, group);
  }
  return [...groups.values()].sort((a, b) => b.keywords.length - a.keywords.length || a.name.localeCompare(b.name, 'ko'));
}

/** Node radius from video count: square-root scale between 8 and 26 px. */
export function keywordRadius(videoCount: number, maxCount: number): number {
  if (maxCount <= 0) return 8;
  return Math.round(8 + 18 * Math.sqrt(Math.max(0, videoCount) / maxCount));
}
