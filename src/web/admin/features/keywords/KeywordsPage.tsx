// /119sys-ctrl/keywords: every keyword with the stats block (R-ADMIN-KEYWORD-01), search with suggestions, category,
// status and sort filters, 20 a page; edit, delete one or many, and CSV export. State lives in the URL.
import { Download, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_KEYWORD_SORT_LABELS, ADMIN_KEYWORD_SORTS, KEYWORD_STATUS_LABELS } from '../../../../shared/constants/admin-keywords.ts';
import { formatGroupedNumber, formatKoreanNumber } from '../../../../shared/format/index.ts';
import { useAdminCategoryTree } from '../../../api/admin-categories.ts';
import {
  downloadKeywordsCsv,
  useAdminKeywords,
  useBulkDeleteKeywords,
  useDeleteKeyword,
  type AdminKeyword,
} from '../../../api/admin-keywords.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SelectionBar } from '../../components/SelectionBar.tsx';
import { useRowSelection } from '../../components/use-row-selection.ts';
import { StatGrid } from '../../components/StatGrid.tsx';
import { notify } from '../../components/notices.ts';
import { categoryOptions, saveBlob } from './keyword-ui.ts';
import { DeleteKeywordsDialog, EditKeywordDialog } from './KeywordDialogs.tsx';
import { keywordListHref, listQuery, readKeywordParams, type KeywordListParams } from './keyword-params.ts';
import { KeywordRow } from './KeywordRow.tsx';
import { KeywordSearchBox } from './KeywordSearchBox.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { updateAdminKeyword } from '../../../../shared/api/endpoints.ts';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readKeywordParams(params);
  const list = useAdminKeywords(listQuery(state));
  const tree = useAdminCategoryTree();
  const removeOne = useDeleteKeyword();
  const removeMany = useBulkDeleteKeywords();
  // Keywords are read-only for a viewer and for an hq_editor without the taxonomy grant (ADR 0034).
  const canChange = useStaff().canCall(updateAdminKeyword);
  const selection = useRowSelection<number>(params.toString());
  const [editing, setEditing] = useState<AdminKeyword | null>(null);
  const [deleting, setDeleting] = useState<AdminKeyword[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = list.data?.data ?? [];
  const chosen = items.filter((k) => selection.chosen.has(k.id));
  const busy = removeOne.isPending || removeMany.isPending;

  const go = (change: Partial<KeywordListParams>) => navigate(keywordListHref({ ...state, page: 1, ...change }));

  async function exportCsv() {
    setExporting(true);
    try {
      saveBlob(await downloadKeywordsCsv(state.q || undefined), '키워드 목록.csv');
      notify('success', '키워드 목록 CSV를 내려받았습니다.');
    } catch (error) {
      notify('error', message(error, 'CSV를 내려받지 못했습니다.'));
    } finally {
      setExporting(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result =
        deleting.length === 1 ? await removeOne.mutateAsync(deleting[0]!.id) : await removeMany.mutateAsync(deleting.map((k) => k.id));
      const missed = result.results.filter((r) => !r.ok).length;
      notify(
        missed ? 'info' : 'success',
        `키워드 ${result.deleted}개를 삭제했습니다. 영상 ${formatGroupedNumber(result.unlinkedVideos)}개의 키워드 연결을 풀었습니다.${
          missed ? ` ${missed}개는 이미 없었습니다.` : ''
        }`,
      );
      selection.clear();
      headingRef.current?.focus();
    } catch (error) {
      notify('error', message(error, '키워드를 삭제하지 못했습니다.'));
    } finally {
      setDeleting(null);
    }
  }

  const stats = list.data?.stats;
  return (
    <>
      <PageHeader
        title="키워드 관리"
        description={
          canChange
            ? '키워드를 찾아 고치거나 삭제하고, 목록을 CSV로 내려받습니다. 키워드 이름을 누르면 자세한 통계를 봅니다.'
            : '키워드를 찾아 보고, 목록을 CSV로 내려받습니다. 키워드 이름을 누르면 자세한 통계를 봅니다. 지금 역할로는 고칠 수 없습니다.'
        }
        actions={
          <>
            {canChange && (
              <Link to={`${ADMIN_BASE}/keywords/new`} className={buttonPrimary}>
                <Plus aria-hidden="true" className="h-4 w-4" />새 키워드
              </Link>
            )}
            <ActionButton
              icon={Download}
              className={buttonSecondary}
              onClick={() => void exportCsv()}
              disabled={exporting}
              aria-busy={exporting}
            >
              {exporting ? '내려받는 중...' : state.q ? `'${state.q}' 검색 결과 CSV` : '전체 CSV 내려받기'}
            </ActionButton>
          </>
        }
      />
      {stats && (
        <div className="mb-5">
          <StatGrid
            label="키워드 합계"
            stats={[
              { id: 'total', label: '전체 키워드', value: `${formatGroupedNumber(stats.total)}개` },
              { id: 'active', label: '사용 중', value: `${formatGroupedNumber(stats.active)}개` },
              { id: 'views', label: '총 조회수', value: formatKoreanNumber(stats.totalViews) },
              { id: 'avg', label: '키워드당 평균 영상', value: `${stats.avgVideos.toLocaleString('ko-KR')}개` },
            ]}
          />
        </div>
      )}
      <section
        aria-label="검색 조건"
        className="mb-5 grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <KeywordSearchBox value={state.q} onSearch={(q) => go({ q })} />
        <SelectField
          label="분류"
          value={state.category === null ? '' : String(state.category)}
          onChange={(v) => go({ category: v ? Number(v) : null })}
          options={[{ value: '', label: '모든 분류' }, ...categoryOptions(tree.data ?? [])]}
          testId="keyword-category-filter"
        />
        <SelectField
          label="상태"
          value={state.status}
          onChange={(v) => go({ status: v as KeywordListParams['status'] })}
          options={[
            { value: 'all', label: '모든 상태' },
            { value: 'active', label: KEYWORD_STATUS_LABELS.active },
            { value: 'inactive', label: KEYWORD_STATUS_LABELS.inactive },
          ]}
        />
        <SelectField
          label="정렬"
          value={state.sort}
          onChange={(v) => go({ sort: v as KeywordListParams['sort'] })}
          options={ADMIN_KEYWORD_SORTS.map((sort) => ({ value: sort, label: ADMIN_KEYWORD_SORT_LABELS[sort] }))}
          testId="keyword-sort"
        />
      </section>
      <PagedList
        query={list}
        noun="키워드 목록"
        busy={busy}
        heading={{
          id: 'keyword-list-title',
          ref: headingRef,
          testId: 'keyword-list-title',
          text: (page) => `${state.q ? `'${state.q}' 검색 결과` : '키워드'} ${formatGroupedNumber(page.total)}개`,
          keepWhenEmpty: true,
        }}
        empty={<EmptyState title="조건에 맞는 키워드가 없습니다">검색어나 분류·상태 조건을 바꿔 보세요.</EmptyState>}
        hrefFor={(page) => keywordListHref({ ...state, page })}
        pageLabel="키워드 목록 페이지"
      >
        {() => (
          <>
            {canChange && (
              <SelectionBar
                label="고른 키워드 한꺼번에 처리"
                onPage={items.length}
                chosen={chosen.length}
                onChoosePage={(on) => selection.set(on ? items.map((k) => k.id) : [])}
              >
                <button
                  type="button"
                  className={buttonSecondary}
                  disabled={chosen.length === 0 || busy}
                  onClick={() => setDeleting(chosen)}
                >
                  고른 키워드 삭제
                </button>
              </SelectionBar>
            )}
            <ul className="flex flex-col gap-3" data-testid="keyword-list">
              {items.map((keyword) => (
                <KeywordRow
                  key={keyword.id}
                  keyword={keyword}
                  canChange={canChange}
                  selected={selection.chosen.has(keyword.id)}
                  busy={busy}
                  onSelect={(on) => selection.choose(keyword.id, on)}
                  onEdit={() => setEditing(keyword)}
                  onDelete={() => setDeleting([keyword])}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <EditKeywordDialog keyword={editing} onClose={() => setEditing(null)} />
      <DeleteKeywordsDialog keywords={deleting} busy={busy} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} />
    </>
  );
}

export default Component;
