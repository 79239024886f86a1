// /119sys-ctrl/channels/:id: one channel with its actions. The server decides whether the caller's headquarters
// covers it; its 403 (naming the scope) becomes the access-denied page, so the web never guesses a region rule.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { updateAdminChannel } from '../../../../shared/api/endpoints.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { useAdminChannel, useSyncChannel, type AdminChannel } from '../../../api/admin-channels.ts';
import { useAdminSession } from '../../../api/admin-session.ts';
import { ApiRequestError } from '../../../api/transport.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { AccessDenied } from '../../components/AccessDenied.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notify } from '../../components/notices.ts';
import { useStaff } from '../../components/use-staff.ts';
import { ChannelDeleteDialog } from './ChannelDeleteDialog.tsx';
import { ChannelEditDialog } from './ChannelEditDialog.tsx';
import { ChannelRow, type ChannelAction } from './ChannelRow.tsx';

const backLink = (
  <Link to={`${ADMIN_BASE}/channels`} className={buttonSecondary}>
    <ArrowLeft aria-hidden="true" className="h-5 w-5" />
    채널 목록
  </Link>
);

export default function ChannelPage() {
  const { id = '' } = useParams();
  const user = useAdminSession().user;
  const channel = useAdminChannel(id);
  const sync = useSyncChannel();
  const staff = useStaff();
  const [editing, setEditing] = useState<AdminChannel | null>(null);
  const [deleting, setDeleting] = useState<AdminChannel | null>(null);

  if (channel.isPending) return <Spinner label="채널을 불러오는 중..." className="py-16" />;
  if (channel.error instanceof ApiRequestError && channel.error.status === 403 && user) {
    return <AccessDenied reason={channel.error.message} user={user} inLayout />;
  }
  if (channel.error instanceof ApiRequestError && channel.error.status === 404) {
    return (
      <>
        <PageHeader title="채널" actions={backLink} />
        <EmptyState title="채널을 찾을 수 없습니다">삭제되었거나 주소가 잘못되었습니다.</EmptyState>
      </>
    );
  }
  if (channel.isError) {
    return <ErrorState message="채널을 불러오지 못했습니다." detail={errorDetail(channel.error)} onRetry={() => void channel.refetch()} />;
  }

  const data = channel.data;
  async function onAction(action: ChannelAction) {
    if (action === 'edit') return setEditing(data);
    if (action === 'delete') return setDeleting(data);
    try {
      const job = await sync.mutateAsync(data.id);
      notify('success', `${data.channel_name} 전체 동기화를 시작했습니다 (작업 #${job.jobId}).`);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '동기화를 시작하지 못했습니다.');
    }
  }

  return (
    <>
      <PageHeader title={data.channel_name} description="채널 하나의 정보와 동기화 상태입니다." actions={backLink} />
      <ul className="@container flex flex-col gap-3" data-testid="channel-detail">
        <ChannelRow
          channel={data}
          busy={sync.isPending}
          canChange={staff.canCall(updateAdminChannel)}
          linkName={false}
          onAction={(action) => void onAction(action)}
        />
      </ul>
      <ChannelEditDialog channel={editing} onClose={() => setEditing(null)} />
      <ChannelDeleteDialog channel={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
