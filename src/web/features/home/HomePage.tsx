// Home (curation page, R-HOME-01): hero, statistics, channel types, seasonal features and featured keywords,
// recommended, HOT, audiences, flow, CTA.
import { AudienceCards } from './AudienceCards.tsx';
import { CallToAction } from './CallToAction.tsx';
import { ChannelTypeGrid } from './ChannelTypeGrid.tsx';
import { FlowSteps } from './FlowSteps.tsx';
import { HeroSection } from './HeroSection.tsx';
import { PopularOnHome } from './PopularOnHome.tsx';
import { RecommendedVideos } from './RecommendedVideos.tsx';
import { SeasonalOnHome } from './SeasonalOnHome.tsx';
import { ComponentErrorBoundary, COMPONENT_ERROR_MESSAGES } from '../../components/ui/ComponentErrorBoundary.tsx';
import { StatsCards } from './StatsCards.tsx';
import { startTransition, useEffect, useState } from 'react';

/**
 * The sections under the first screen, in a second, interruptible render after the first one is on screen:
 * a phone commits the hero and the figures first and the rest a moment later, instead of one long task
 * that holds the page still while it loads. They sit below the fold, so nothing on screen moves.
 */
function useRestOfPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

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
  const rest = useRestOfPage();
  return (
    <div className={PAGE_CLASS}>
      <title>119 안전영상 — 소방·안전 영상 모음</title>
      <HeroSection />
      <ComponentErrorBoundary message={COMPONENT_ERROR_MESSAGES.stats}>
        <StatsCards />
      </ComponentErrorBoundary>
      {rest && (
        <>
          <ChannelTypeGrid />
          <SeasonalOnHome />
          <RecommendedVideos />
          <PopularOnHome />
          <AudienceCards />
          <FlowSteps />
          <CallToAction />
        </>
      )}
    </div>
  );
}
