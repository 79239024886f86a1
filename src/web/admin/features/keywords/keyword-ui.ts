// Small helpers of the keyword screens: category choices for a select, and saving a downloaded file.
import type { AdminCategoryNode } from '../../../api/admin-categories.ts';

/** Top-level categories (they include their sub-categories when filtering) followed by their children, indented. */
export function categoryOptions(tree: readonly AdminCategoryNode[]): { value: string; label: string }[] {
  return tree.flatMap((top) => [
    { value: String(top.id), label: `${top.name} (하위 분류 포함)` },
    ...top.children.map((child) => ({ value: String(child.id), label: `\u00a0\u00a0· ${child.name}` })),
  ]);
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
