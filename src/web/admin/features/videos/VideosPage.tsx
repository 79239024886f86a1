// /119sys-ctrl/videos: the enhanced video list (R-ADMIN-VIDEO-01) — search, filters, sort and paging in the URL; edit a
// video; change the status of, or delete, the chosen videos or every match of the filter.
import { Archive, FilePen, Plus, Send, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminVideoUpdateBody } from '../../../../shared/api/admin-videos.ts';
import { ADMIN_VIDEO_PAGE_SIZE, ADMIN_VIDEO_SORT_LABELS } from '../../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import {
  useAdminVideos,
  useBulkStatus,
  useDeleteVideos,
  useUpdateVideo,
  type AdminVideo,
  type BulkResult,
  type VideoTargets,
} from '../../../api/admin-videos.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { notify } from '../../components/notices.ts';
import { DeleteVideosDialog } from './DeleteVideosDialog.tsx';
import { VideoSelectionBar } from './SelectionBar.tsx';
import { useRowSelection } from '../../components/use-row-selection.ts';
import { VideoEditDialog } from './VideoEditDialog.tsx';
import { VideoFilterForm } from './VideoFilters.tsx';
import { VideoRow } from './VideoRow.tsx';
import { ADD_PATH, bulkSummary, DELETED_PATH, pagesToOffer, readVideoFilters, toQuery, videosHref } from './videos-params.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { updateAdminVideo } from '../../../../shared/api/endpoints.ts';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
type Status = 'published' | 'draft' | 'archived';
const STATUS_VERBS: Record<Status, string> = { published: '게시', draft: '초안으로 변경', archived: '보관' };

export default function VideosPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readVideoFilters(params);
  const query = { ...toQuery(filters), sort: filters.sort, page: filters.page, limit: ADMIN_VIDEO_PAGE_SIZE };
  const list = useAdminVideos(query);
  const bulkStatus = useBulkStatus();
  const remove = useDeleteVideos();
  const update = useUpdateVideo();
  // A viewer reads the list; the writes (all hq_editor and up, each video checked by its region) stay hidden.
  const canChange = useStaff().canCall(updateAdminVideo);
  const selection = useRowSelection<string>(params.toString());
  const { chosen, allMatching } = selection;
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ targets: VideoTargets; count: number; title?: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const videos = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const lowerBound = list.data?.totalIsLowerBound ?? false;
  const busy = bulkStatus.isPending || remove.isPending;

  const targets = (): VideoTargets => (allMatching ? { filter: toQuery(filters) } : { videoIds: [...chosen] });
  const targetCount = allMatching ? total : chosen.size;

  function report(verb: string, result: BulkResult) {
    const failures = result.results.filter((r) => !r.ok);
    notify(failures.length ? 'info' : 'success', bulkSummary(verb, result.done, failures));
    selection.clear();
    headingRef.current?.focus();
  }

  async function setStatus(status: Status) {
    try {
      report(STATUS_VERBS[status], await bulkStatus.mutateAsync({ ...targets(), status }));
    } catch (error) {
      notify('error', message(error, '상태를 바꾸지 못했습니다.'));
    }
  }

  async function confirmDelete(reason: string) {
    if (!deleting) return;
    try {
      report('삭제', await remove.mutateAsync({ ...deleting.targets, ...(reason ? { reason } : {}) }));
    } catch (error) {
      notify('error', message(error, '영상을 삭제하지 못했습니다.'));
    } finally {
      setDeleting(null);
    }
  }

  async function save(body: AdminVideoUpdateBody) {
    if (!editing) return;
    try {
      await update.mutateAsync({ videoId: editing.video_id, body });
      notify('success', `"${editing.title}" 영상을 저장했습니다.`);
      setEditing(null);
    } catch (error) {
      setEditError(message(error, '저장하지 못했습니다.'));
    }
  }

  const totalText = lowerBound ? `${formatGroupedNumber(total)}개 이상` : `${formatGroupedNumber(total)}개`;
  const pages = list.data
    ? pagesToOffer(filters.page, list.data.pagination.totalPages, lowerBound, videos.length === ADMIN_VIDEO_PAGE_SIZE)
    : 0;

  return (
    <>
      <PageHeader
        title="영상 관리"
        description="제목·채널 이름·영상 ID로 찾고, 채널 유형·기간·상태·키워드로 거릅니다. 고른 영상의 상태를 한꺼번에 바꾸거나 삭제된 영상 보관함으로 옮깁니다."
        actions={
          <>
            {canChange && (
              <Link to={ADD_PATH} className={buttonPrimary}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                영상 추가
              </Link>
            )}
            <Link to={DELETED_PATH} className={buttonSecondary}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              삭제된 영상
            </Link>
          </>
        }
      />
      <VideoFilterForm
        filters={filters}
        channelName={filters.channelId ? (videos.find((v) => v.channel_id === filters.channelId)?.channel_name ?? null) : null}
        onApply={(next) => navigate(videosHref(next))}
      />
      <PagedList
        query={list}
        noun="영상 목록"
        busy={busy}
        heading={{
          id: 'videos-heading',
          ref: headingRef,
          testId: 'videos-total',
          text: () => (
            <>
              {`영상 ${totalText}`}
              <span className="ml-2 text-sm font-normal text-muted">{ADMIN_VIDEO_SORT_LABELS[filters.sort]}</span>
            </>
          ),
        }}
        empty={<EmptyState title="조건에 맞는 영상이 없습니다">검색어나 조건을 바꿔 보세요.</EmptyState>}
        hrefFor={(page) => videosHref({ ...filters, page })}
        pages={{ page: filters.page, totalPages: pages }}
        pageLabel="영상 목록 페이지"
      >
        {() => (
          <>
            {lowerBound && (
              <p className="mb-3 text-sm text-muted">{`조건에 맞는 영상은 ${formatGroupedNumber(total)}개까지만 셉니다. 다음 페이지로 계속 볼 수 있습니다.`}</p>
            )}
            {canChange && (
              <VideoSelectionBar
                onPage={videos.length}
                chosen={chosen.size}
                allMatching={allMatching}
                total={total}
                lowerBound={lowerBound}
                onChoosePage={(on) => selection.set(on ? videos.map((v) => v.video_id) : [])}
                onChooseAllMatching={(on) => {
                  if (on) selection.set(videos.map((v) => v.video_id));
                  selection.setAllMatching(on);
                }}
              >
                <ActionButton
                  icon={Send}
                  className={buttonSecondary}
                  disabled={targetCount === 0 || busy}
                  onClick={() => void setStatus('published')}
                >
                  게시
                </ActionButton>
                <ActionButton
                  icon={FilePen}
                  className={buttonSecondary}
                  disabled={targetCount === 0 || busy}
                  onClick={() => void setStatus('draft')}
                >
                  초안으로
                </ActionButton>
                <ActionButton
                  icon={Archive}
                  className={buttonSecondary}
                  disabled={targetCount === 0 || busy}
                  onClick={() => void setStatus('archived')}
                >
                  보관
                </ActionButton>
                <ActionButton
                  icon={Trash2}
                  className={buttonSecondary}
                  disabled={targetCount === 0 || busy}
                  onClick={() => setDeleting({ targets: targets(), count: targetCount })}
                >
                  삭제
                </ActionButton>
              </VideoSelectionBar>
            )}
            <ul className="flex flex-col gap-3" data-testid="admin-video-list">
              {videos.map((video) => (
                <VideoRow
                  key={video.video_id}
                  video={video}
                  canChange={canChange}
                  selected={allMatching || chosen.has(video.video_id)}
                  disabled={busy}
                  onSelect={(on) => selection.choose(video.video_id, on)}
                  onEdit={() => {
                    setEditError(null);
                    setEditing(video);
                  }}
                  onDelete={() => setDeleting({ targets: { videoIds: [video.video_id] }, count: 1, title: video.title })}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <VideoEditDialog
        video={editing}
        busy={update.isPending}
        error={editError}
        onSave={(body) => void save(body)}
        onClose={() => setEditing(null)}
      />
      <DeleteVideosDialog
        target={deleting}
        busy={remove.isPending}
        onConfirm={(reason) => void confirmDelete(reason)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
