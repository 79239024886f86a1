// Channel analytics dashboard (R-CHANNEL-05): overview, comparison (up to 5), efficiency. Lazy chunk with Recharts.
import { useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { Tabs, panelId, tabId } from '../../../components/ui/Tabs.tsx';
import { useChannelStats } from '../../../api/channels.ts';
import { ComparisonTab } from './ComparisonTab.tsx';
import { EfficiencyTab } from './EfficiencyTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';

type AnalyticsTab = 'overview' | 'comparison' | 'efficiency';
const TABS = [
  { id: 'overview', label: '개요' },
  { id: 'comparison', label: '채널 비교' },
  { id: 'efficiency', label: '효율 분석' },
] as const;

export default function ChannelAnalytics() {
  const [tab, setTab] = useState<AnalyticsTab>('overview');
  const stats = useChannelStats(true);
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6" data-testid="channel-analytics">
      <Tabs items={TABS} value={tab} onChange={setTab} label="채널 분석 보기" idPrefix="analytics" />
      <div id={panelId('analytics')} role="tabpanel" aria-labelledby={tabId('analytics', tab)} className="pt-5">
        {stats.isPending ? (
          <Spinner label="분석 자료를 불러오는 중..." />
        ) : stats.isError ? (
          <ErrorState message="채널 분석 자료를 불러오지 못했습니다" detail={errorDetail(stats.error)} onRetry={() => stats.refetch()} />
        ) : tab === 'overview' ? (
          <OverviewTab stats={stats.data} />
        ) : tab === 'comparison' ? (
          <ComparisonTab stats={stats.data} />
        ) : (
          <EfficiencyTab stats={stats.data} />
        )}
      </div>
    </div>
  );
}
