// /119sys-ctrl/curation: videos the classifier was unsure about, approved (maybe with another keyword)
// or rejected by an expert, one by one or several at once. State, order and page live in the URL.
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CurationItem, CurationState } from '../../../../shared/api/curation.ts';
import type { CurationSort } from '../../../../shared/constants/curation.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { panelId, tabId, Tabs } from '../../../components/ui/Tabs.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SelectionBar } from '../../components/SelectionBar.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { decideCurationItems } from '../../../../shared/api/endpoints.ts';
import { useRowSelection } from '../../components/use-row-selection.ts';
import { notify } from '../../components/notices.ts';
import { CurationCard, type CardAction } from './CurationCard.tsx';
import { bulkSummary, curationHref, readPage, readSort, readState, sortOptions } from './curation-params.ts';
import { useBulkCuration, useCurationItems, useDecideCuration } from '../../../api/curation.ts';
import { ApproveDialog, RejectDialog } from './DecisionDialogs.tsx';

const TABS: readonly { id: CurationState; label: string }[] = [
  { id: 'pending', label: '검토 대기' },
  { id: 'approved', label: '승인한 영상' },
  { id: 'rejected', label: '거절한 영상' },
];

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readState(params);
  const page = readPage(params);
  const sort = readSort(params, state);
  const list = useCurationItems(state, page, sort);
  const decide = useDecideCuration();
  const bulk = useBulkCuration();
  // Deciding needs an hq_editor (each item checked by its video's region); a viewer only reads the queue.
  const canDecide = useStaff().canCall(decideCurationItems);
  const selection = useRowSelection<number>(params.toString());
  const [choosing, setChoosing] = useState<CurationItem | null>(null);
  const [rejecting, setRejecting] = useState<{ items: CurationItem[]; bulk: boolean } | null>(null);
  const [bulkApproving, setBulkApproving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = decide.isPending || bulk.isPending;
  const items = list.data?.data ?? [];
  const chosen = items.filter((item) => selection.chosen.has(item.id));

  /** The decided card leaves the list: focus goes to the list heading, not to the page top. */
  const afterDecision = () => {
    selection.clear();
    headingRef.current?.focus();
  };

  async function single(item: CurationItem, action: 'approve' | 'reject', keywordId?: number, note?: string) {
    try {
      const done = await decide.mutateAsync({ item, action, keywordId, note });
      notify('success', action === 'approve' ? `"${item.title}" 영상을 게시했습니다.` : `"${done.title}" 영상을 거절했습니다.`);
      afterDecision();
    } catch (error) {
      notify('error', message(error, '요청을 처리하지 못했습니다.'));
    } finally {
      setChoosing(null);
      setRejecting(null);
    }
  }

  async function many(targets: readonly CurationItem[], action: 'approve' | 'reject', note?: string) {
    try {
      const result = await bulk.mutateAsync({ ids: targets.map((item) => item.id), action, note });
      const failures = result.results.filter((r) => !r.ok);
      notify(failures.length ? 'info' : 'success', bulkSummary(action, result.decided, failures));
      afterDecision();
    } catch (error) {
      notify('error', message(error, '요청을 처리하지 못했습니다.'));
    } finally {
      setBulkApproving(false);
      setRejecting(null);
    }
  }

  function onCardAction(item: CurationItem, action: CardAction) {
    if (action === 'approve' && item.suggestedKeyword) void single(item, 'approve', item.suggestedKeyword.id);
    else if (action === 'reject') setRejecting({ items: [item], bulk: false });
    else setChoosing(item);
  }

  return (
    <>
      <PageHeader
        title="큐레이션 검수"
        description="자동 분류가 확신하지 못한 영상입니다. 제안된 키워드와 이유를 보고 승인(게시)하거나, 다른 키워드를 골라 승인하거나, 거절(보관)하세요."
      />
      <Tabs
        items={TABS}
        value={state}
        onChange={(next) => navigate(curationHref(next))}
        label="검수 상태"
        idPrefix="curation"
        className="mb-5"
      />
      <div role="tabpanel" id={panelId('curation')} aria-labelledby={tabId('curation', state)}>
        <SelectField
          label="정렬"
          value={sort}
          onChange={(next) => navigate(curationHref(state, 1, next as CurationSort))}
          options={sortOptions(state)}
          className="mb-4 max-w-xs"
          testId="curation-sort"
        />
        <PagedList
          query={list}
          noun="검수 목록"
          busy={busy}
          heading={{
            id: 'curation-list-title',
            ref: headingRef,
            text: (page) => `${TABS.find((t) => t.id === state)!.label} ${formatGroupedNumber(page.total)}건`,
          }}
          empty={
            <EmptyState title={state === 'pending' ? '검토를 기다리는 영상이 없습니다' : '아직 결정한 영상이 없습니다'}>
              {state === 'pending' ? '새로 수집한 영상 가운데 자동 분류가 확신하지 못한 영상이 여기에 모입니다.' : null}
            </EmptyState>
          }
          hrefFor={(n) => curationHref(state, n, sort)}
          pageLabel="검수 목록 페이지"
        >
          {() => (
            <>
              {state === 'pending' && canDecide && (
                <SelectionBar
                  label="고른 영상 한꺼번에 처리"
                  onPage={items.length}
                  chosen={chosen.length}
                  onChoosePage={(on) => selection.set(on ? items.map((i) => i.id) : [])}
                >
                  <button
                    type="button"
                    className={buttonPrimary}
                    disabled={chosen.length === 0 || busy}
                    onClick={() => setBulkApproving(true)}
                  >
                    제안대로 승인
                  </button>
                  <button
                    type="button"
                    className={buttonSecondary}
                    disabled={chosen.length === 0 || busy}
                    onClick={() => setRejecting({ items: chosen, bulk: true })}
                  >
                    거절
                  </button>
                </SelectionBar>
              )}
              <ul className="flex flex-col gap-3" data-testid="curation-list">
                {items.map((item) => (
                  <CurationCard
                    key={item.id}
                    item={item}
                    canDecide={canDecide}
                    selected={selection.chosen.has(item.id)}
                    busy={busy}
                    onSelect={(on) => selection.choose(item.id, on)}
                    onAction={(action) => onCardAction(item, action)}
                  />
                ))}
              </ul>
            </>
          )}
        </PagedList>
      </div>
      <ApproveDialog
        item={choosing}
        busy={decide.isPending}
        onConfirm={(keyword, note) => choosing && void single(choosing, 'approve', keyword.id, note)}
        onClose={() => setChoosing(null)}
      />
      <RejectDialog
        items={rejecting?.items ?? null}
        busy={busy}
        onConfirm={(note) => {
          if (!rejecting) return;
          if (rejecting.bulk) void many(rejecting.items, 'reject', note);
          else void single(rejecting.items[0]!, 'reject', undefined, note);
        }}
        onClose={() => setRejecting(null)}
      />
      <ConfirmDialog
        open={bulkApproving}
        title="제안대로 승인할까요?"
        confirmLabel="승인"
        busy={bulk.isPending}
        onConfirm={() => void many(chosen, 'approve')}
        onClose={() => setBulkApproving(false)}
      >
        {`고른 영상 ${chosen.length}개를 자동 분류가 제안한 키워드로 게시합니다. 제안이 없는 영상은 건너뜁니다.`}
      </ConfirmDialog>
    </>
  );
}

export default Component;
