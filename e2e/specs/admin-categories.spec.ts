// Categories page against the real server: reorder by keyboard on the drag handle, by the up/down buttons and
// by mouse drag; the public category order follows at once. Create, link a keyword, delete with a chosen home.
import assert from 'node:assert/strict';
import { adminWrite } from '../support/admin-api.ts';
import { signIn } from '../support/admin.ts';
import { apiJson } from '../support/api.ts';
import { url, withPage } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

interface PublicCategory {
  id: number;
  name: string;
  slug: string;
  children: { id: number; name: string; slug: string }[];
}
const publicTree = async () => (await apiJson<{ data: PublicCategory[] }>('/categories')).data;

describe('admin categories', () => {
  it('reorders top-level categories by keyboard on the handle; the public order follows', async () => {
    const before = await publicTree();
    const [first, second] = before;
    await withPage({}, async ({ page, errors }) => {
      await signIn(page, '/119sys-ctrl/categories');
      const handle = page.getByRole('button', { name: `${second!.name} 끌어서 순서 바꾸기` });
      await handle.focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(200);
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(300);
      await page.keyboard.press('Space');
      await page.getByTestId('category-announcement').filter({ hasText: `1번째로 옮겼습니다` }).waitFor();
      await page.waitForFunction(async (id) => {
        const body = await (await fetch('/api/categories')).json();
        return body.data[0].id === id;
      }, second!.id);
      const tops = page.getByTestId('category-tree').locator(':scope > [data-testid="category-item"]');
      assert.equal(await tops.first().getAttribute('data-category'), second!.name);

      // The public tree (keyword network, category pages) answers the new order.
      const after = await publicTree();
      assert.deepEqual(
        after.slice(0, 2).map((c) => c.id),
        [second!.id, first!.id],
      );
      assert.deepEqual(errors, []);
    });
    await adminWrite('PUT', '/api/admin/categories/order', { parentId: null, ids: before.map((c) => c.id) });
  });

  it('moves a sub-category with the down button (focus stays on it) and by mouse drag; the public category page follows', async () => {
    const tree = await publicTree();
    const parent = tree[0]!;
    const original = parent.children.map((c) => c.id);
    const [a, b] = parent.children;
    await withPage({}, async ({ page }) => {
      await signIn(page, '/119sys-ctrl/categories');
      const down = page.getByRole('button', { name: `${a!.name} 아래로` });
      await down.click();
      await page.getByTestId('category-announcement').filter({ hasText: '2번째로 옮겼습니다' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `${a!.name} 아래로`);
      await page.goto(url(`/categories/${parent.slug}`));
      const chips = page.getByRole('navigation', { name: '하위 분류' }).getByRole('link');
      await chips.first().filter({ hasText: b!.name }).waitFor();
      assert.match(await chips.nth(1).innerText(), new RegExp(a!.name));

      await page.goto(url('/119sys-ctrl/categories'));
      const handle = page.getByRole('button', { name: `${b!.name} 끌어서 순서 바꾸기` });
      const target = page.getByRole('button', { name: `${a!.name} 끌어서 순서 바꾸기` });
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 12 });
      await page.mouse.up();
      await page.waitForFunction(
        async ({ slug, id }) => {
          const body = await (await fetch(`/api/categories/${slug}`)).json();
          return body.data.children[1].id === id;
        },
        { slug: parent.slug, id: b!.id },
      );
    });
    await adminWrite('PUT', '/api/admin/categories/order', { parentId: parent.id, ids: original });
  });

  it('creates a category, links a keyword to it from its side, and deletes it after choosing where the keyword goes', async () => {
    const tree = await publicTree();
    const keyword = (await apiJson<{ data: { id: number; keyword: string; slug: string }[] }>('/keywords?limit=1&sort=total_videos'))
      .data[0]!;
    await withPage({}, async ({ page, errors }) => {
      await signIn(page, '/119sys-ctrl/categories');
      await page.getByRole('button', { name: '새 분류' }).click();
      const form = page.getByTestId('category-form-dialog');
      await form.getByLabel('이름').fill('시험용 분류');
      await form.getByLabel('상위 분류').selectOption({ label: tree[0]!.name });
      await form.getByTestId('category-slug').fill('한글 주소');
      await form.getByRole('button', { name: '분류 만들기' }).click();
      await form.getByText('분류 주소는 영문 소문자·숫자와 하이픈(-)만 쓸 수 있습니다.', { exact: false }).waitFor();
      await form.getByTestId('category-slug').fill('');
      await form.getByRole('button', { name: '분류 만들기' }).click();
      await page.getByTestId('notice-success').filter({ hasText: "'시험용 분류' 분류를 만들었습니다" }).waitFor();
      const item = page.locator('[data-testid="category-item"][data-category="시험용 분류"]');
      await item.waitFor();

      await item.getByRole('button', { name: '시험용 분류 키워드 연결' }).click();
      const dialog = page.getByTestId('category-keywords-dialog');
      await dialog.getByTestId('keyword-picker-input').fill(keyword.keyword);
      await dialog.getByRole('option').first().waitFor();
      await dialog.getByTestId('keyword-picker-input').press('ArrowDown');
      await dialog.getByTestId('keyword-picker-input').press('Enter');
      await dialog.getByRole('button', { name: '이 분류에 넣기' }).click();
      await dialog.getByTestId('category-keyword-list').getByText(keyword.keyword, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: '닫기' }).click();

      await item.getByRole('button', { name: '시험용 분류 삭제' }).click();
      const confirm = page.getByRole('alertdialog', { name: "'시험용 분류' 분류를 삭제할까요?" });
      assert.match(await confirm.getByTestId('delete-category-summary').innerText(), /연결된 키워드 1개/);
      await confirm.getByLabel('다른 분류로 옮기기').check();
      await confirm.getByLabel('옮길 분류').selectOption({ label: tree[0]!.name });
      await confirm.getByRole('button', { name: '분류 삭제' }).click();
      await page.getByTestId('notice-success').filter({ hasText: '키워드 1개를 다른 분류로 옮겼습니다.' }).waitFor();
      await item.waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    });
    // The keyword now also sits in the top-level category the link was moved to.
    const page = await apiJson<{ data: { keywords: { id: number }[] }; pagination: { total: number } }>(
      `/categories/${tree[0]!.slug}?limit=100&sort=total_videos`,
    );
    assert.ok(page.pagination.total > 0);
  });
});
