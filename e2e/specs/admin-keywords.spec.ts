// Keyword admin pages against the real server: create a keyword in a category (slug from the Korean name) →
// its public page and breadcrumb; the list's debounced search, suggestions, sort and URL state; delete one and
// several with the confirmation naming linked videos; the v3 detail screen with its chart and inline edits.
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

describe('admin keywords', () => {
  it('creates a keyword in a category with its address made from the Korean name; its public page and breadcrumb show it', async () => {
    const tree = (await apiJson<{ data: PublicCategory[] }>('/categories')).data;
    const parent = tree[1]!;
    const child = parent.children[0]!;
    await withPage({}, async ({ page, errors }) => {
      await signIn(page, '/119sys-ctrl/keywords/new');
      const form = page.getByTestId('new-keyword-form');
      await form.getByLabel('키워드 이름').fill('전기차 배터리 화재 대피');
      assert.equal(await form.getByTestId('slug-input').inputValue(), '전기차-배터리-화재-대피');
      await form
        .getByTestId('category-checklist')
        .getByRole('group', { name: parent.name })
        .getByLabel(child.name, { exact: true })
        .check();
      await form.getByLabel('검색 동의어').fill('전기차 화재');
      await form.getByLabel('검색 동의어').press('Enter');
      await form.getByRole('button', { name: '동의어 전기차 화재 빼기' }).waitFor();
      await form.getByRole('button', { name: '키워드 만들기' }).click();
      const created = page.getByTestId('keyword-created');
      await created.getByRole('heading', { name: "'전기차 배터리 화재 대피' 키워드를 만들었습니다" }).waitFor();
      const link = created.getByRole('link', { name: /공개 페이지 열기/ });
      assert.equal(await link.getAttribute('href'), `/view/${encodeURIComponent('전기차-배터리-화재-대피')}`);

      // A second keyword with the same name is refused on its field, in Korean.
      await created.getByRole('button', { name: '키워드 하나 더 만들기' }).click();
      await form.getByLabel('키워드 이름').fill('전기차 배터리 화재 대피');
      await form.getByRole('button', { name: '키워드 만들기' }).click();
      await page.getByTestId('field-error-keyword').filter({ hasText: '같은 이름의 키워드가 이미 있습니다.' }).waitFor();
      assert.equal(await form.getByLabel('키워드 이름').evaluate((el) => el === document.activeElement), true);

      await page.goto(url(`/view/${encodeURIComponent('전기차-배터리-화재-대피')}`));
      await page.getByRole('heading', { level: 1, name: /전기차 배터리 화재 대피/ }).waitFor();
      const crumbs = await page.getByRole('navigation', { name: '현재 위치' }).innerText();
      assert.match(crumbs, new RegExp(`홈[\\s\\S]*${parent.name}[\\s\\S]*${child.name}`));
      assert.deepEqual(errors, []);
    });
  });

  it('searches as you stop typing (with suggestions), sorts, keeps it in the URL, and deletes with a confirmation', async () => {
    await withPage({}, async ({ page, errors }) => {
      await signIn(page, '/119sys-ctrl/keywords');
      await page.getByTestId('keyword-row').first().waitFor();
      const stats = await page.getByLabel('키워드 합계').innerText();
      assert.match(stats, /전체 키워드[\s\S]*사용 중[\s\S]*총 조회수[\s\S]*키워드당 평균 영상/);

      // A keyword with videos: the confirmation names how many lose their link; cancel keeps it.
      const first = page.getByTestId('keyword-row').first();
      const name = (await first.getAttribute('data-keyword'))!;
      await first.getByRole('button', { name: `${name} 삭제` }).click();
      const confirm = page.getByRole('alertdialog', { name: '키워드를 삭제할까요?' });
      assert.match(await confirm.getByTestId('delete-summary').innerText(), /연결된 영상 [\d,]+개는 지워지지 않고 키워드 연결만 풀립니다/);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'hidden' });

      const search = page.getByTestId('keyword-search');
      await search.fill('전기차 배터리');
      await page
        .getByRole('listbox', { name: '키워드 제안' })
        .getByRole('option', { name: /전기차 배터리 화재 대피/ })
        .waitFor();
      await page.waitForURL(/q=%EC%A0%84%EA%B8%B0%EC%B0%A8/); // applied 500 ms after typing stopped
      const row = page.locator('[data-testid="keyword-row"][data-keyword="전기차 배터리 화재 대피"]');
      await row.waitFor();
      await page.getByTestId('keyword-sort').selectOption('name');
      await page.waitForURL(/sort=name/);
      assert.match(page.url(), /q=/);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /검색 결과 CSV/ }).click()]);
      assert.equal(download.suggestedFilename(), '키워드 목록.csv');

      await row.getByRole('button', { name: '전기차 배터리 화재 대피 삭제' }).click();
      const dialog = page.getByRole('alertdialog', { name: '키워드를 삭제할까요?' });
      assert.match(
        await dialog.getByTestId('delete-summary').innerText(),
        /'전기차 배터리 화재 대피' 키워드를 삭제합니다\. 연결된 영상은 없습니다\./,
      );
      await dialog.getByRole('button', { name: '삭제' }).click();
      await page.getByTestId('notice-success').filter({ hasText: '키워드 1개를 삭제했습니다.' }).waitFor();
      await row.waitFor({ state: 'detached' });
      // Nothing left to export for this search: the spec's export error, in Korean.
      await page.getByRole('button', { name: /검색 결과 CSV/ }).click();
      await page.getByTestId('notice-error').filter({ hasText: '내보낼 키워드를 가져오지 못했습니다.' }).waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('bulk-deletes the chosen keywords after one confirmation', async () => {
    for (const keyword of ['일괄삭제 시험 하나', '일괄삭제 시험 둘']) await adminWrite('POST', '/api/admin/keywords', { keyword });
    await withPage({}, async ({ page }) => {
      await signIn(page, `/119sys-ctrl/keywords?q=${encodeURIComponent('일괄삭제 시험')}`);
      await page.getByTestId('keyword-list-title').filter({ hasText: '2개' }).waitFor();
      await page.getByLabel('이 페이지 모두 고르기').check();
      await page.getByRole('button', { name: '고른 키워드 삭제' }).click();
      const dialog = page.getByRole('alertdialog', { name: '키워드 2개를 삭제할까요?' });
      await dialog.getByRole('button', { name: '삭제' }).click();
      await page.getByTestId('notice-success').filter({ hasText: '키워드 2개를 삭제했습니다.' }).waitFor();
      await page.getByText('조건에 맞는 키워드가 없습니다').waitFor();
    });
  });

  it('shows one keyword in depth (v3): totals, the 12-month chart, channels, and inline edits', async () => {
    const created = await adminWrite('POST', '/api/admin/keywords', { keyword: '상세 화면 시험 키워드' });
    const top = (await apiJson<{ data: { id: number; keyword: string }[] }>('/keywords?limit=1&sort=total_videos')).data[0]!;
    await withPage({}, async ({ page, errors }) => {
      await signIn(page, `/119sys-ctrl/keywords/v3?id=${top.id}`);
      const detail = page.getByTestId('keyword-detail');
      await detail.getByRole('heading', { name: top.keyword, level: 2 }).waitFor();
      await detail.getByTestId('keyword-trend').waitFor();
      assert.ok((await detail.getByTestId('keyword-channels').getByRole('row').count()) > 1);

      await page.goto(url(`/119sys-ctrl/keywords/v3?id=${created.data.id}`));
      await detail.getByRole('heading', { name: '상세 화면 시험 키워드', level: 2 }).waitFor();
      await detail.getByRole('button', { name: '사용 안 함으로 바꾸기' }).click();
      await detail.getByRole('button', { name: '사용으로 바꾸기' }).waitFor();
      await detail.getByLabel('분류 더하기').selectOption({ index: 2 });
      await detail.getByRole('button', { name: '넣기' }).click();
      await detail.getByRole('list', { name: '연결된 분류' }).waitFor();
      assert.deepEqual(errors, []);
    });
    await adminWrite('DELETE', `/api/admin/keywords/${created.data.id}`);
  });
});
