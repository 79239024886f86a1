// /119sys-ctrl/youtube-sync and /youtube-sync-center (one screen): start full, incremental and statistics
// syncs and keyword collection with the quota estimate first, and follow every job live.
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useAdminPageLabel } from '../../../components/page-label.ts';
import { JobList } from '../components/JobList.tsx';
import { SyncStartForm } from '../components/SyncStartForm.tsx';

export default function SyncCenterPage() {
  // Two menu entries open this screen; the heading follows the one chosen (as the breadcrumb does).
  const title = useAdminPageLabel('유튜브 동기화');
  return (
    <>
      <PageHeader
        title={title}
        description="채널 영상과 통계를 유튜브에서 가져옵니다. 시작하기 전에 할당량이 얼마나 드는지 보여 주며, 진행 중인 작업은 2초마다 새로 고칩니다."
      />
      <div className="grid gap-8 2xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)] 2xl:items-start">
        <SyncStartForm />
        <JobList title="동기화 작업" />
      </div>
    </>
  );
}
