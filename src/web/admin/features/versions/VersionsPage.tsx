// /119sys-ctrl/versions (issue 22): suggested version groups to confirm, change or dismiss; the groups staff made,
// to change or ungroup; and one video's access flags and life stages, set by hand.
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { VERSION_SUGGESTIONS_PAGE_SIZE } from '../../../../shared/constants/versions.ts';
import {
  useCreateVersionGroup,
  useDeleteVersionGroup,
  useDismissSuggestion,
  useUpdateVersionGroup,
  useVersionGroups,
  useVersionSuggestions,
  type VersionGroup,
} from '../../../api/admin-versions.ts';
import { chipClass } from '../../../components/ui/buttons.ts';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { notify } from '../../components/notices.ts';
import { GroupCard } from './GroupCard.tsx';
import { groupBody, type MemberDraft } from './MemberRows.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';
import { VideoAccessPanel } from './VideoAccessPanel.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { createVersionGroup, updateAdminVideoAccess } from '../../../../shared/api/endpoints.ts';

const PATH = '/119sys-ctrl/versions';
const TABS = [
  { id: 'suggestions', label: '추천 묶음' },
  { id: 'groups', label: '만든 묶음' },
  { id: 'video', label: '영상 하나 고치기' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const message = (error: unknown) => (error instanceof Error ? error.message : '저장하지 못했습니다.');

function Suggestions({ page }: { page: number }) {
  const list = useVersionSuggestions(page);
  const create = useCreateVersionGroup();
  const dismiss = useDismissSuggestion();
  // Groups are an editor's work; the others read the suggestions and groups.
  const canChange = useStaff().canCall(createVersionGroup);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = create.isPending || dismiss.isPending;
  const confirm = async (members: MemberDraft[]) => {
    try {
      const group = await create.mutateAsync(groupBody(members));
      notify('success', `묶음 #${group.id}을 만들었습니다. 방문자는 이제 영상 창에서 버전을 바로 바꿔 볼 수 있습니다.`);
      headingRef.current?.focus();
    } catch (error) {
      notify('error', message(error));
    }
  };
  const drop = async (videoIds: string[]) => {
    try {
      await dismiss.mutateAsync(videoIds);
      notify('info', '이 추천을 무시했습니다. 다시 추천하지 않습니다.');
      headingRef.current?.focus();
    } catch (error) {
      notify('error', message(error));
    }
  };
  return (
    <PagedList
      query={list}
      noun="추천 묶음"
      busy={busy}
      heading={{
        id: 'suggestions-heading',
        ref: headingRef,
        testId: 'suggestion-total',
        text: (p) => `추천 ${formatGroupedNumber(p.total)}개`,
      }}
      empty={<EmptyState title="지금은 추천할 묶음이 없습니다">새 영상이 들어오면 제목을 보고 다시 찾아 드립니다.</EmptyState>}
      hrefFor={(p) => `${PATH}?tab=suggestions${p > 1 ? `&page=${p}` : ''}`}
      pageLabel="추천 페이지"
    >
      {(rows) => (
        <ol className="space-y-4">
          {rows.map((suggestion) => (
            <li key={suggestion.key}>
              <SuggestionCard
                suggestion={suggestion}
                busy={busy}
                canChange={canChange}
                onConfirm={confirm}
                onDismiss={() => drop(suggestion.videos.map((v) => v.video_id))}
              />
            </li>
          ))}
        </ol>
      )}
    </PagedList>
  );
}

function Groups({ page, videoId }: { page: number; videoId: string | undefined }) {
  const list = useVersionGroups(page, videoId);
  const update = useUpdateVersionGroup();
  const remove = useDeleteVersionGroup();
  const canChange = useStaff().canCall(createVersionGroup);
  const [ungrouping, setUngrouping] = useState<VersionGroup | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = update.isPending || remove.isPending;
  const save = async (group: VersionGroup, members: MemberDraft[]) => {
    try {
      await update.mutateAsync({ id: group.id, body: groupBody(members) });
      notify('success', `묶음 #${group.id}을 저장했습니다.`);
      return true;
    } catch (error) {
      notify('error', message(error));
      return false;
    }
  };
  return (
    <>
      <PagedList
        query={list}
        noun="버전 묶음"
        busy={busy}
        heading={{ id: 'groups-heading', ref: headingRef, testId: 'group-total', text: (p) => `묶음 ${formatGroupedNumber(p.total)}개` }}
        empty={<EmptyState title="만든 묶음이 없습니다">추천 묶음에서 확인해 묶어 보세요.</EmptyState>}
        hrefFor={(p) => `${PATH}?tab=groups${p > 1 ? `&page=${p}` : ''}`}
        pageLabel="묶음 페이지"
      >
        {(rows) => (
          <ol className="space-y-4">
            {rows.map((group) => (
              <li key={`${group.id}|${group.updated_at}`}>
                <GroupCard
                  group={group}
                  busy={busy}
                  canChange={canChange}
                  onSave={(members) => save(group, members)}
                  onUngroup={() => setUngrouping(group)}
                />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
      <ConfirmDialog
        open={ungrouping !== null}
        title="버전 묶음 풀기"
        confirmLabel="묶음 풀기"
        busy={remove.isPending}
        onClose={() => setUngrouping(null)}
        onConfirm={async () => {
          if (!ungrouping) return;
          try {
            await remove.mutateAsync(ungrouping.id);
            notify('success', `묶음 #${ungrouping.id}을 풀었습니다. 영상은 그대로 있습니다.`);
            headingRef.current?.focus();
          } catch (error) {
            notify('error', message(error));
          } finally {
            setUngrouping(null);
          }
        }}
      >
        <p>영상은 지우지 않고, 서로 버전이라는 연결만 풉니다. 방문자의 영상 창에서 다른 버전 버튼이 사라집니다.</p>
      </ConfirmDialog>
    </>
  );
}

export default function VersionsPage() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'suggestions') as Tab;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const videoId = params.get('videoId') ?? undefined;
  // A role that cannot change a video's flags reads them on the same tab.
  const canEditVideo = useStaff().canCall(updateAdminVideoAccess);
  return (
    <>
      <PageHeader
        title="접근성 버전"
        description="같은 내용의 수어·자막·화면해설·쉬운 말·외국어 영상을 한 묶음으로 이어, 방문자가 영상 창에서 한 번에 바꿔 볼 수 있게 합니다. 제목이 같은 영상을 찾아 추천하지만, 묶는 것은 관리자가 확인한 뒤입니다."
      />
      <nav aria-label="접근성 버전 화면" className="mb-5 flex flex-wrap gap-2">
        {TABS.map((t) => (
          <Link key={t.id} to={`${PATH}?tab=${t.id}`} className={chipClass(t.id === tab)} aria-current={t.id === tab ? 'page' : undefined}>
            {t.id === 'video' && !canEditVideo ? '영상 하나 보기' : t.label}
          </Link>
        ))}
      </nav>
      {tab === 'suggestions' && (
        <>
          <p className="mb-4 text-sm text-muted">
            {`[수어]·(자막)·화면해설·쉬운 말·English·#shorts 같은 표시를 뺀 제목이 같고, 같은 채널이나 같은 소방본부이며, 길이가 종류에 맞는 영상을 ${VERSION_SUGGESTIONS_PAGE_SIZE}개씩 보여 드립니다. 종류를 고치거나 영상을 빼고 묶을 수 있습니다.`}
          </p>
          <Suggestions page={page} />
        </>
      )}
      {tab === 'groups' && <Groups page={page} videoId={videoId} />}
      {tab === 'video' && <VideoAccessPanel videoId={videoId ?? null} onPick={(id) => setParams({ tab: 'video', videoId: id })} />}
    </>
  );
}
