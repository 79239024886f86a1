// /119sys-ctrl/videos/deleted: the deleted-video archive with who, when and why; restore (back as published)
// or delete for good, one video or the chosen ones (or every match of the search).
import { ArchiveRestore, ExternalLink, Search, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_VIDEO_PAGE_SIZE, DELETED_VIDEO_SORT_LABELS, DELETED_VIDEO_SORTS } from '../../../../shared/constants/admin-videos.ts';
import { formatDateTime, formatGroupedNumber, formatKoreanDate } from '../../../../shared/format/index.ts';
import {
  useDeletedVideos,
  usePurgeVideos,
  useRestoreVideos,
  type ArchiveTargets,
  type BulkResult,
  type DeletedVideo,
} from '../../../api/admin-videos.ts';
import { buttonGhost, buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/notices.ts';
import { PurgeDialog } from './PurgeDialog.tsx';
import { VideoSelectionBar } from './SelectionBar.tsx';
import { useRowSelection } from '../../components/use-row-selection.ts';
import { StatusBadge } from './VideoRow.tsx';
import { bulkSummary, deletedHref, readDeletedFilters, VIDEOS_PATH } from './videos-params.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { purgeVideos, restoreVideos } from '../../../../shared/api/endpoints.ts';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
const SORT_OPTIONS = DELETED_VIDEO_SORTS.map((sort) => ({ value: sort, label: DELETED_VIDEO_SORT_LABELS[sort] }));

export default function DeletedVideosPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readDeletedFilters(params);
  const search = filters.search.trim().length >= 2 ? filters.search.trim() : undefined;
  const list = useDeletedVideos({ ...(search ? { search } : {}), sort: filters.sort, page: filters.page, limit: ADMIN_VIDEO_PAGE_SIZE });
  const restore = useRestoreVideos();
  const purge = usePurgeVideos();
  // Restoring needs an hq_editor (each video checked by its region), purging an editor; a viewer only reads.
  const staff = useStaff();
  const may = { restore: staff.canCall(restoreVideos), purge: staff.canCall(purgeVideos) };
  const [text, setText] = useState(filters.search);
  const selection = useRowSelection<string>(params.toString());
  const { chosen, allMatching } = selection;
  const [purging, setPurging] = useState<{ targets: ArchiveTargets; count: number; title?: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const videos = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const busy = restore.isPending || purge.isPending;
  const location = params.toString();
  useEffect(() => setText(readDeletedFilters(new URLSearchParams(location)).search), [location]);

  const targets = (): ArchiveTargets => (allMatching ? { filter: search ? { search } : {} } : { videoIds: [...chosen] });
  const targetCount = allMatching ? total : chosen.size;

  function report(verb: string, result: BulkResult) {
    const failures = result.results.filter((r) => !r.ok);
    const notes = [...new Set(result.results.flatMap((r) => (r.note ? [r.note] : [])))].join(' ');
    notify(failures.length ? 'info' : 'success', `${bulkSummary(verb, result.done, failures)}${notes ? ` ${notes}` : ''}`);
    selection.clear();
    headingRef.current?.focus();
  }

  async function doRestore(input: ArchiveTargets) {
    try {
      report('되살리고 게시', await restore.mutateAsync(input));
    } catch (error) {
      notify('error', message(error, '영상을 되살리지 못했습니다.'));
    }
  }

  async function doPurge() {
    if (!purging) return;
    try {
      report('영구 삭제', await purge.mutateAsync(purging.targets));
    } catch (error) {
      notify('error', message(error, '영구 삭제하지 못했습니다.'));
    } finally {
      setPurging(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(deletedHref({ search: text.trim(), sort: filters.sort }));
  };

  return (
    <>
      <PageHeader
        title="삭제된 영상"
        description="삭제한 영상은 여기 보관됩니다. 누가, 언제, 왜 삭제했는지 보고, 되살리면 게시 상태로 목록에 돌아갑니다. 영구 삭제는 되돌릴 수 없습니다."
        actions={
          <Link to={VIDEOS_PATH} className={buttonSecondary}>
            영상 관리로
          </Link>
        }
      />
      <form
        role="search"
        aria-label="삭제된 영상 검색"
        onSubmit={submit}
        className="mb-5 grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <TextField label="검색 (제목·채널·삭제 사유·영상 ID)" compact type="search" value={text} onChange={setText} maxLength={100} />
        <SelectField
          label="정렬"
          value={filters.sort}
          onChange={(sort) => navigate(deletedHref({ ...filters, sort: sort as typeof filters.sort, page: 1 }))}
          options={SORT_OPTIONS}
        />
        <ActionButton icon={Search} type="submit" className={buttonPrimary}>
          찾기
        </ActionButton>
      </form>
      <PagedList
        query={list}
        noun="삭제된 영상"
        busy={busy}
        heading={{
          id: 'deleted-heading',
          ref: headingRef,
          testId: 'deleted-total',
          text: () => `보관 중인 영상 ${formatGroupedNumber(total)}개`,
        }}
        empty={
          <EmptyState title={search ? '찾는 삭제된 영상이 없습니다' : '삭제된 영상이 없습니다'}>
            영상 관리 화면에서 삭제한 영상이 여기에 보관됩니다.
          </EmptyState>
        }
        hrefFor={(page) => deletedHref({ ...filters, page })}
        pages={{ page: filters.page, totalPages: list.data?.pagination.totalPages ?? 0 }}
        pageLabel="삭제된 영상 페이지"
      >
        {() => (
          <>
            {may.restore && (
              <VideoSelectionBar
                onPage={videos.length}
                chosen={chosen.size}
                allMatching={allMatching}
                total={total}
                lowerBound={false}
                onChoosePage={(on) => selection.set(on ? videos.map((v) => v.video_id) : [])}
                onChooseAllMatching={selection.setAllMatching}
              >
                <ActionButton
                  icon={ArchiveRestore}
                  className={buttonSecondary}
                  disabled={targetCount === 0 || busy}
                  onClick={() => void doRestore(targets())}
                >
                  되살리기
                </ActionButton>
                {may.purge && (
                  <ActionButton
                    icon={Trash2}
                    className={buttonSecondary}
                    disabled={targetCount === 0 || busy}
                    onClick={() => setPurging({ targets: targets(), count: targetCount })}
                  >
                    영구 삭제
                  </ActionButton>
                )}
              </VideoSelectionBar>
            )}
            <ul className="flex flex-col gap-3" data-testid="deleted-video-list">
              {videos.map((video) => (
                <DeletedRow
                  key={video.video_id}
                  video={video}
                  may={may}
                  selected={allMatching || chosen.has(video.video_id)}
                  busy={busy}
                  onSelect={(on) => selection.choose(video.video_id, on)}
                  onRestore={() => void doRestore({ videoIds: [video.video_id] })}
                  onPurge={() => setPurging({ targets: { videoIds: [video.video_id] }, count: 1, title: video.title })}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <PurgeDialog target={purging} busy={purge.isPending} onConfirm={() => void doPurge()} onClose={() => setPurging(null)} />
    </>
  );
}

interface DeletedRowProps {
  video: DeletedVideo;
  /** What the role may do here (the row hides the rest). */
  may: { restore: boolean; purge: boolean };
  selected: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onRestore: () => void;
  onPurge: () => void;
}

function DeletedRow({ video, may, selected, busy, onSelect, onRestore, onPurge }: DeletedRowProps) {
  return (
    <li className="rounded-xl border border-line bg-surface p-3" data-testid="deleted-video" data-video-id={video.video_id}>
      <article aria-label={video.title} className="flex gap-3">
        {may.restore && <Checkbox row label={`${video.title} 선택`} checked={selected} disabled={busy} onChange={onSelect} />}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 className="font-bold break-words">{video.title}</h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              삭제 전 상태 <StatusBadge status={video.status_before} />
            </span>
            <span>{video.channel_name || '채널 정보 없음'}</span>
            {video.keyword && <span>#{video.keyword.keyword}</span>}
            <span>
              올린 날 <time dateTime={video.upload_date}>{formatKoreanDate(video.upload_date)}</time>
            </span>
            <span className="font-mono">{video.video_id}</span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">삭제한 때</dt>
            <dd>
              <time dateTime={video.deleted_at}>{formatDateTime(video.deleted_at)}</time>
            </dd>
            <dt className="font-semibold">삭제한 사람</dt>
            <dd className="break-all">{video.deleted_by ?? '알 수 없음'}</dd>
            <dt className="font-semibold">사유</dt>
            <dd data-testid="deletion-reason">{video.deletion_reason || '사유 없음'}</dd>
          </dl>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
          {may.restore && (
            <button type="button" className={buttonSecondary} onClick={onRestore} disabled={busy} aria-label={`${video.title} 되살리기`}>
              <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
              <span className="hidden md:inline">되살리기</span>
            </button>
          )}
          <a
            href={video.youtube_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonGhost}
            aria-label={`${video.title} 유튜브에서 보기 (새 창)`}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
          {may.purge && (
            <button type="button" className={buttonGhost} onClick={onPurge} disabled={busy} aria-label={`${video.title} 영구 삭제`}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <span className="hidden md:inline">영구 삭제</span>
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
