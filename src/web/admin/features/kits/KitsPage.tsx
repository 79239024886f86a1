// /119sys-ctrl/kits (수업 꾸러미): the lesson kits instructors teach from — list them, make one (?edit=new), edit
// one (?edit=<id>) or delete one. A kit that holds a deleted or unpublished video is flagged for staff (ADR 0030).
import { AlertTriangle, ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminKitCreateBody } from '../../../../shared/api/kits.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { AUDIENCE_NAMES } from '../../../../shared/constants/audiences.ts';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { useAdminKit, useAdminKits, useKitWrites, type AdminKitSummary } from '../../../api/admin-kits.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { AccessDenied } from '../../components/AccessDenied.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { createAdminKit } from '../../../../shared/api/endpoints.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notify } from '../../components/notices.ts';
import { KitEditor } from './KitEditor.tsx';

const PAGE_SIZE = 20;
const BASE = `${ADMIN_BASE}/kits`;
const editHref = (id: number | 'new') => `${BASE}?edit=${id}`;

export default function KitsPage() {
  const [params] = useSearchParams();
  const edit = params.get('edit');
  const id = edit && /^\d+$/.test(edit) ? Number(edit) : null;
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const writes = useKitWrites();
  const navigate = useNavigate();
  // Kits are an editor's work (ADR 0034): other roles see the list without the write buttons.
  const staff = useStaff();
  const canWrite = staff.canCall(createAdminKit);

  const remove = async () => {
    if (!deleting) return;
    try {
      const done = await writes.remove.mutateAsync(deleting.id);
      notify('success', `'${deleting.title}' 꾸러미를 삭제했습니다. /kits/${done.slug} 주소는 이제 열리지 않습니다.`);
      navigate(BASE);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '꾸러미를 삭제하지 못했습니다.');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="수업 꾸러미"
        description="소방안전 강사가 수업에서 차례로 보여 줄 영상 묶음입니다. 영상마다 메모, 시작·끝 시각과 토론 질문을 붙이면 공개 페이지의 수업 모드와 인쇄용 유인물에 나옵니다."
        actions={
          edit === null && canWrite ? (
            <Link to={editHref('new')} className={buttonPrimary} data-testid="kit-new">
              <Plus aria-hidden="true" className="h-5 w-5" />새 꾸러미
            </Link>
          ) : undefined
        }
      />
      {!canWrite && edit !== null && staff.user ? (
        <AccessDenied role="editor" user={staff.user} inLayout />
      ) : edit === 'new' ? (
        <KitEditor
          kit={null}
          busy={writes.create.isPending}
          onSave={async (body) => {
            const kit = await writes.create.mutateAsync(body);
            notify('success', `'${kit.title}' 꾸러미를 만들었습니다. 공개 주소: /kits/${kit.slug}`);
            navigate(editHref(kit.id), { replace: true });
          }}
          onClose={() => navigate(BASE)}
        />
      ) : id !== null ? (
        <EditKit id={id} busy={writes.update.isPending} onDelete={setDeleting} onSave={(body) => writes.update.mutateAsync({ id, body })} />
      ) : (
        <KitList canWrite={canWrite} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="꾸러미를 삭제할까요?"
        confirmLabel="삭제"
        busy={writes.remove.isPending}
        busyLabel="삭제 중..."
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        {`'${deleting?.title ?? ''}' 꾸러미를 지웁니다. 영상은 카탈로그에 그대로 남지만, 꾸러미 주소·QR 코드·피드와 퍼가기 목록은 더 이상 열리지 않습니다. 되돌릴 수 없습니다.`}
      </ConfirmDialog>
    </>
  );
}

function EditKit({
  id,
  busy,
  onSave,
  onDelete,
}: {
  id: number;
  busy: boolean;
  onSave: (body: AdminKitCreateBody) => Promise<unknown>;
  onDelete: (kit: { id: number; title: string }) => void;
}) {
  const kit = useAdminKit(id);
  const navigate = useNavigate();
  if (kit.isPending) return <Spinner label="꾸러미를 불러오는 중..." />;
  if (kit.isError)
    return <ErrorState message="꾸러미를 불러오지 못했습니다" detail={errorDetail(kit.error)} onRetry={() => kit.refetch()} />;
  return (
    <KitEditor
      key={`${kit.data.id}-${kit.data.updated_at}`}
      kit={kit.data}
      busy={busy}
      onSave={async (body) => {
        await onSave(body);
        notify('success', '꾸러미를 고쳤습니다. 공개 페이지에 바로 반영됩니다.');
      }}
      onDelete={() => onDelete({ id, title: kit.data.title })}
      onClose={() => navigate(BASE)}
    />
  );
}

function KitList({ canWrite, onDelete }: { canWrite: boolean; onDelete: (kit: { id: number; title: string }) => void }) {
  const [params] = useSearchParams();
  const headingId = useId();
  const kits = useAdminKits();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const all = kits.data ?? [];
  const totalPages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  // The API answers every kit at once (there are tens, not thousands); the page links cut it into pages.
  const query = {
    ...kits,
    data: kits.data && {
      data: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      pagination: { page, limit: PAGE_SIZE, total: all.length, totalPages },
    },
  };
  return (
    <PagedList
      query={query}
      noun="수업 꾸러미 목록"
      empty={<EmptyState title="아직 수업 꾸러미가 없습니다">'새 꾸러미'로 첫 꾸러미를 만드세요.</EmptyState>}
      heading={{ id: headingId, text: (p) => `수업 꾸러미 ${p.total}개` }}
      hrefFor={(n) => (n > 1 ? `${BASE}?page=${n}` : BASE)}
      pageLabel="수업 꾸러미 목록 페이지"
    >
      {(rows) => (
        <ul className="flex flex-col gap-3" data-testid="admin-kit-list">
          {rows.map((kit) => (
            <KitRow key={kit.id} kit={kit} canWrite={canWrite} onDelete={() => onDelete({ id: kit.id, title: kit.title })} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function KitRow({ kit, canWrite, onDelete }: { kit: AdminKitSummary; canWrite: boolean; onDelete: () => void }) {
  const gone = kit.video_count - kit.available_count;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center"
      data-testid="admin-kit-row"
    >
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold">{kit.title}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span>{`영상 ${kit.video_count}편`}</span>
          {kit.life_stages.length > 0 && <span>{kit.life_stages.map((s) => AUDIENCE_NAMES[s].name).join('·')}</span>}
          <span>{`고친 때 ${formatDateTime(kit.updated_at)}`}</span>
          <a
            href={`/kits/${encodeURIComponent(kit.slug)}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 break-all hover:underline"
          >
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            {`/kits/${kit.slug}`}
            <span className="sr-only"> (공개 페이지, 새 창)</span>
          </a>
        </p>
        {gone > 0 && (
          <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-accent" data-testid="admin-kit-warning">
            <AlertTriangle aria-hidden="true" className="h-4 w-4" />
            {`볼 수 없는 영상 ${gone}편 (삭제되었거나 공개되지 않음) — 고쳐 주세요`}
          </p>
        )}
      </div>
      {canWrite && (
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={editHref(kit.id)} className={buttonSecondary} aria-label={`${kit.title} 고치기`}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            고치기
          </Link>
          <ActionButton icon={Trash2} onClick={onDelete} aria-label={`${kit.title} 삭제`}>
            삭제
          </ActionButton>
        </div>
      )}
    </li>
  );
}
