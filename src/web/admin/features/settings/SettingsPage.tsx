// /119sys-ctrl/settings: the operators' settings, stored in the database and applied without a restart —
// contact e-mails, the home page's recommended videos, featured keywords and seasonal features, and the
// classifier's publish confidence. Each block saves on its own; "back to default" returns to the fresh-install value.
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { useAdminSettings } from '../../../api/admin-settings.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ContactSection, ConfidenceSection } from './SimpleSections.tsx';
import { FeaturedSection, RecommendedSection } from './HomeSections.tsx';
import { SeasonsSection } from './SeasonsSection.tsx';

export default function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <PageHeader
        title="사이트 설정"
        description="여기서 바꾼 값은 서버를 다시 시작하지 않아도 바로 누리집에 반영되고, 누가 언제 무엇을 바꿨는지 관리 기록에 남습니다."
      />
      {settings.isPending ? (
        <Spinner label="설정을 불러오는 중..." />
      ) : settings.isError || !settings.data ? (
        <ErrorState message="설정을 불러오지 못했습니다" detail={errorDetail(settings.error)} onRetry={() => settings.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <ContactSection data={settings.data} />
          <RecommendedSection data={settings.data} />
          <FeaturedSection data={settings.data} />
          <SeasonsSection data={settings.data} />
          <ConfidenceSection data={settings.data} />
        </div>
      )}
    </>
  );
}
