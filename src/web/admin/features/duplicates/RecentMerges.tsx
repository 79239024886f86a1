// Past merges (newest first, paged; ?merges= in the URL), each with its undo: restoring the merged copy from the
// archive while it is there, or why that is no longer possible (already restored, deleted for good, merged again).
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { DUPLICATE_KIND_LABELS } from '../../../../shared/constants/duplicates.ts';
import { formatDateTime, formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useDuplicateMerges, type DuplicateMergeEntry } from '../../../api/admin-duplicates.ts';
import { useRestoreVideos } from '../../../api/admin-videos.ts';
import { buttonPrimary } from '../../../components/ui/buttons.ts';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/notices.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { restoreVideos } from '../../../../shared/api/endpoints.ts';

const UNDO_LABELS: Record<DuplicateMergeEntry['undoState'], string> = {
  available: '되돌릴 수 있음',
  undone: '되돌림',
  gone: '되돌릴 수 없음',
};

export function RecentMerges({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const list = useDuplicateMerges(page);
  const restore = useRestoreVideos();
  // A viewer reads the merges; undo (a restore) is offered only to a role the server lets restore.
  const canRestore = useStaff().canCall(restoreVideos);
  const [confirming, setConfirming] = useState<DuplicateMergeEntry | null>(null);

  async function undoMerge() {
    if (!confirming) return;
    const merge = confirming;
    try {
      const result = await restore.mutateAsync({ videoIds: [merge.mergedVideoId] });
      const failed = result.results.find((r) => !r.ok);
      if (failed) notify('error', failed.message ?? '되돌리지 못했습니다.');
      else notify('success', `‘${merge.mergedTitle ?? merge.mergedVideoId}’을(를) 되살려 합치기를 되돌렸습니다.`);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '되돌리지 못했습니다.');
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section aria-label="최근 합치기" className="mt-8 flex flex-col gap-3" data-testid="recent-merges">
      <PagedList
        query={list}
        noun="최근 합치기"
        busy={restore.isPending}
        heading={{ id: 'recent-merges-title', keepWhenEmpty: true, text: (p) => `최근 합치기 ${formatGroupedNumber(p.total)}건` }}
        intro={<p className="text-sm text-muted">되돌리면 합쳐진 영상을 보관함에서 되살려 게시합니다. 남긴 영상은 그대로 둡니다.</p>}
        empty={<EmptyState title="아직 합친 영상이 없습니다">위에서 묶음을 합치면 여기에 남습니다.</EmptyState>}
        hrefFor={hrefFor}
        pageLabel="최근 합치기 페이지"
      >
        {(merges) => (
          <ul className="flex flex-col gap-2">
            {merges.map((merge) => (
              <li
                key={merge.id}
                data-testid="recent-merge"
                data-merged={merge.mergedVideoId}
                data-undo={merge.undoState}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 md:flex-row md:items-center md:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-bold break-keep">{`‘${merge.mergedTitle ?? merge.mergedVideoId}’ → ‘${merge.keptTitle ?? merge.keptVideoId}’에 합침`}</p>
                  <p className="text-sm text-muted">
                    {`${formatDateTime(merge.mergedAt)} · ${merge.mergedBy ?? '알 수 없음'} · ${DUPLICATE_KIND_LABELS[merge.kind]}`}
                  </p>
                  <p className="text-sm">
                    <span className="font-semibold">{UNDO_LABELS[merge.undoState]}</span>
                    {merge.undoNote && <span className="text-muted">{` — ${merge.undoNote}`}</span>}
                  </p>
                </div>
                {canRestore && merge.undoState === 'available' && (
                  <ActionButton
                    icon={Undo2}
                    className={buttonPrimary}
                    onClick={() => setConfirming(merge)}
                    disabled={restore.isPending}
                    aria-label={`되돌리기: ‘${merge.mergedTitle ?? merge.mergedVideoId}’ 되살리기`}
                  >
                    되돌리기
                  </ActionButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={confirming !== null}
        title="합치기를 되돌릴까요?"
        confirmLabel="되돌리기"
        busy={restore.isPending}
        onConfirm={undoMerge}
        onClose={() => setConfirming(null)}
      >
        {confirming &&
          `보관함에 있는 ‘${confirming.mergedTitle ?? confirming.mergedVideoId}’을(를) 되살려 다시 게시합니다. ‘${confirming.keptTitle ?? confirming.keptVideoId}’은(는) 그대로 둡니다.`}
      </ConfirmDialog>
    </section>
  );
}
