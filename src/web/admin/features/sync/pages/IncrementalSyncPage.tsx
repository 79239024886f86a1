// /119sys-ctrl/incremental-sync: the incremental sync's schedule (every N minutes), next run, the last
// scheduled result, a 'run now' with its estimate, and recent incremental jobs.
import { PageHeader } from '../../../components/PageHeader.tsx';
import { JobList } from '../components/JobList.tsx';
import { ScheduleSection } from '../components/ScheduleSection.tsx';

export default function IncrementalSyncPage() {
  return (
    <>
      <PageHeader
        title="증분 동기화"
        description="채널 RSS로 새로 올라온 영상만 찾아 가져옵니다. RSS는 할당량을 쓰지 않고, 새 영상의 정보를 읽을 때만 50개마다 1단위를 씁니다."
      />
      <ScheduleSection kind="incremental" runLabel="지금 실행 (모든 채널)" />
      <div className="mt-8">
        <JobList title="최근 증분 동기화 작업" kind="incremental" limit={5} />
      </div>
    </>
  );
}
