// Home (curation page, spec §2): hero, statistics, channel types, recommended, HOT, audiences, flow, CTA.
import { AudienceCards } from './AudienceCards.tsx';
import { CallToAction } from './CallToAction.tsx';
import { ChannelTypeGrid } from './ChannelTypeGrid.tsx';
import { FlowSteps } from './FlowSteps.tsx';
import { HeroSection } from './HeroSection.tsx';
import { PopularOnHome } from './PopularOnHome.tsx';
import { RecommendedVideos } from './RecommendedVideos.tsx';
import { ComponentErrorBoundary, COMPONENT_ERROR_MESSAGES } from '../../components/ui/ComponentErrorBoundary.tsx';
import { StatsCards } from './StatsCards.tsx';

const PAGE_CLASS = 'space-y-14 pb-4';

/** The part of the page that the server sends as static HTML before the app starts (static-shell.tsx). */
export function HomeHero() {
  return (
    <div className={PAGE_CLASS}>
      <HeroSection />
    </div>
  );
}

export function Component() {
  return (
    <div className={PAGE_CLASS}>
      <title>119 안전영상 — 소방·안전 영상 모음</title>
      <HeroSection />
      <ComponentErrorBoundary message={COMPONENT_ERROR_MESSAGES.stats}>
        <StatsCards />
      </ComponentErrorBoundary>
      <ChannelTypeGrid />
      <RecommendedVideos />
      <PopularOnHome />
      <AudienceCards />
      <FlowSteps />
      <CallToAction />
    </div>
  );
}
