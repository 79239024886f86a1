// /119sys-ctrl/duplicates: duplicate videos by kind (same video, re-upload, similar title), each group with why;
// the admin picks the video to keep and merges the rest (they go to the archive as '중복 정리', undone by restoring).
import { Link, useSearchParams } from 'react-router';
import { useRef, useState } from 'react';
import {
  DUPLICATE_KIND_LABELS,
  DUPLICATE_KINDS,
  DUPLICATE_PAGE_SIZE,
  REUPLOAD_DURATION_TOLERANCE_S,
  SIMILAR_TITLE_THRESHOLD,
  type DuplicateKind,
} from '../../../../shared/constants/duplicates.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useDuplicates, useMergeDuplicates, type DuplicateGroup } from '../../../api/admin-duplicates.ts';
import { chipClass } from '../../../components/ui/buttons.ts';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/notices.ts';
import { DuplicateGroupCard } from './DuplicateGroupCard.tsx';
import { publicVideosLost } from './merge-visibility.ts';
import { RecentMerges } from './RecentMerges.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { mergeDuplicates } from '../../../../shared/api/endpoints.ts';

const PATH = '/119sys-ctrl/duplicates';
const hrefFor = (kind: DuplicateKind, page = 1, merges = 1) =>
  `${PATH}?kind=${kind}${page > 1 ? `&page=${page}` : ''}${merges > 1 ? `&merges=${merges}` : ''}`;

function readKind(value: string | null): DuplicateKind {
  return (DUPLICATE_KINDS as readonly string[]).includes(value ?? '') ? (value as DuplicateKind) : 'reupload';
}

export default function DuplicatesPage() {
  const [params] = useSearchParams();
  const kind = readKind(params.get('kind'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mergesPage = Math.max(1, Number(params.get('merges')) || 1);
  const list = useDuplicates({ kind, page, limit: DUPLICATE_PAGE_SIZE });
  const merge = useMergeDuplicates();
  // Merging needs an hq_editor (each video checked by its region); a viewer only reads the groups.
  const canMerge = useStaff().canCall(mergeDuplicates);
  const [pending, setPending] = useState<{ group: DuplicateGroup; keep: string } | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const lost = pending ? publicVideosLost(pending.group.videos, pending.keep) : [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groups = list.data?.data ?? [];
  const counts = list.data?.counts;

  async function doMerge() {
    if (!pending) return;
    const { group, keep } = pending;
    const others = group.videos.filter((v) => v.video_id !== keep).map((v) => v.video_id);
    try {
      const result = await merge.mutateAsync({
        keepVideoId: keep,
        mergeVideoIds: others,
        kind: group.kind,
        ...(lost.length > 0 && acknowledged ? { acknowledgeUnpublish: true } : {}),
      });
      const failed = result.results.filter((r) => !r.ok);
      notify(
        failed.length ? 'info' : 'success',
        `${formatGroupedNumber(result.done)}개를 합쳐 보관함으로 옮겼습니다 (합친 영상 조회수 ${formatGroupedNumber(result.mergedViews)}회는 기록에 남겼습니다).` +
          (failed.length ? ` ${formatGroupedNumber(failed.length)}개는 처리하지 못했습니다: ${failed[0]!.message ?? ''}` : '') +
          ' 되돌리려면 아래 최근 합치기에서 되돌리기를 누르세요.',
      );
      headingRef.current?.focus();
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '합치지 못했습니다.');
    } finally {
      setPending(null);
      setAcknowledged(false);
    }
  }

  return (
    <>
      <PageHeader
        title="중복 영상 정리"
        description={
          <>
            같은 영상이 여러 번 들어온 경우를 찾아 하나만 남깁니다. 나머지는 사유 ‘중복 정리’로{' '}
            <Link to="/119sys-ctrl/videos/deleted" className="font-semibold text-fg underline underline-offset-4">
              삭제된 영상
            </Link>
            에 옮겨지므로, 잘못 합쳤으면 되살리면 됩니다. 남긴 영상은 자기 조회수를 그대로 두고, 합친 영상의 조회수·키워드는 기록에
            남깁니다.
          </>
        }
      />
      <nav aria-label="중복 종류" className="mb-4 flex flex-wrap gap-2">
        {DUPLICATE_KINDS.map((k) => (
          <Link key={k} to={hrefFor(k)} className={chipClass(k === kind)} aria-current={k === kind ? 'page' : undefined}>
            {DUPLICATE_KIND_LABELS[k]}
            {counts && <span className="tabular-nums">{formatGroupedNumber(counts[k])}</span>}
          </Link>
        ))}
      </nav>
      <p className="mb-5 text-sm text-muted">{KIND_RULES[kind]}</p>
      <PagedList
        query={list}
        noun="중복 영상"
        loadingLabel="중복 영상을 찾는 중..."
        busy={merge.isPending}
        heading={{
          id: 'dup-heading',
          ref: headingRef,
          testId: 'duplicate-total',
          text: (p) => `찾은 묶음 ${formatGroupedNumber(p.total)}개`,
        }}
        empty={
          <div data-testid="duplicate-none">
            <EmptyState title="찾은 중복이 없습니다">이 종류로는 정리할 영상이 없습니다.</EmptyState>
          </div>
        }
        hrefFor={(p) => hrefFor(kind, p)}
        pages={{ page, totalPages: list.data?.pagination.totalPages ?? 0 }}
        pageLabel="페이지 이동"
      >
        {() => (
          <ol className="space-y-4">
            {groups.map((group, index) => (
              <li key={group.key}>
                <DuplicateGroupCard
                  group={group}
                  number={(page - 1) * DUPLICATE_PAGE_SIZE + index + 1}
                  busy={merge.isPending}
                  canMerge={canMerge}
                  onMerge={(keep) => {
                    setAcknowledged(false);
                    setPending({ group, keep });
                  }}
                />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
      <RecentMerges page={mergesPage} hrefFor={(n) => hrefFor(kind, page, n)} />
      <ConfirmDialog
        open={pending !== null}
        title="중복 영상 합치기"
        confirmLabel={lost.length > 0 ? '공개 영상을 내리고 합치기' : '합치기'}
        busy={merge.isPending}
        ready={lost.length === 0 || acknowledged}
        onConfirm={doMerge}
        onClose={() => setPending(null)}
        fields={
          lost.length > 0 && (
            <label className="flex min-h-11 cursor-pointer items-start gap-3 font-semibold">
              <input
                type="checkbox"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
                className="mt-1 h-5 w-5 shrink-0 accent-accent-strong"
                data-testid="merge-acknowledge"
              />
              공개 중인 영상이 사이트에서 내려가는 것을 알고 합칩니다.
            </label>
          )
        }
      >
        {pending && (
          <>
            <p>
              ‘{pending.group.videos.find((v) => v.video_id === pending.keep)?.title}’ 하나만 남기고 나머지{' '}
              {formatGroupedNumber(pending.group.videos.length - 1)}개를 삭제된 영상 보관함으로 옮깁니다. 보관함에서 되살리면 되돌릴 수
              있습니다.
            </p>
            {lost.length > 0 && (
              <p className="mt-3 font-semibold text-fg">
                남길 영상은 공개되지 않은 상태입니다. 공개 중인 {lost.map((v) => `‘${v.title}’`).join(', ')}이(가) 보관함으로 옮겨져
                방문자는 이 영상을 볼 수 없게 됩니다.
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

const KIND_RULES: Record<DuplicateKind, string> = {
  same_video:
    '영상 ID가 대소문자만 다른 행입니다. 유튜브 영상 ID는 대소문자를 구별하므로, 가져오기 과정에서 바뀐 것인지 제목을 보고 확인하세요.',
  reupload: `제목에서 괄호·이모지·기호·띄어쓰기를 빼고 소문자로 바꾼 것이 같고, 길이가 ${REUPLOAD_DURATION_TOLERANCE_S}초 안으로 같은 영상입니다. 채널이 달라도 찾습니다.`,
  similar: `제목을 두 글자씩 나눈 조각이 ${Math.round(SIMILAR_TITLE_THRESHOLD * 100)}% 이상 겹치는 영상입니다 (자카드 유사도). 편 번호만 다른 시리즈일 수 있으니 확인하고 합치세요.`,
};
