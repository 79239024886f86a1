// The home page's seasonal features (in their period) and featured keywords, both chosen on the admin settings page.
import { CalendarDays, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatDuration, formatGroupedNumber } from '../../../shared/format/index.ts';
import { useSiteSettings, type PublicSiteSettings } from '../../api/site-settings.ts';
import { formatMonthDay } from '../../../shared/constants/site-settings.ts';
import { SectionHeading } from './SectionHeading.tsx';

type Keyword = PublicSiteSettings['featuredKeywords'][number];
const period = (start: string, end: string) => `${formatMonthDay(start)} ~ ${formatMonthDay(end)}`;

function KeywordChips({ keywords, label }: { keywords: Keyword[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {keywords.map((k) => (
        <li key={k.id}>
          <Link
            to={`/view/${encodeURIComponent(k.slug)}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 font-semibold hover:border-accent hover:text-accent"
          >
            {k.keyword}
            <span className="text-sm font-normal text-muted">{`영상 ${formatGroupedNumber(k.total_videos)}개`}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SeasonalOnHome() {
  const { data } = useSiteSettings();
  if (!data) return null;
  return (
    <>
      {data.seasons.map((season) => (
        <section key={season.id} aria-labelledby={`season-${season.id}`} className="mx-auto max-w-7xl px-4" data-testid="seasonal-feature">
          <div className="rounded-3xl border border-line bg-surface p-6">
            <p className="flex items-center gap-2 text-sm font-semibold text-accent">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              {`계절 특집 · ${period(season.start, season.end)}`}
            </p>
            <h2 id={`season-${season.id}`} className="mt-1 text-2xl font-bold tracking-tight">
              {season.title}
            </h2>
            {season.description && <p className="mt-2 text-muted">{season.description}</p>}
            {season.keywords.length > 0 && (
              <div className="mt-4">
                <KeywordChips keywords={season.keywords} label={`${season.title} 키워드`} />
              </div>
            )}
            {season.videos.length > 0 && (
              <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={`${season.title} 영상`}>
                {season.videos.map((video) => (
                  <li key={video.videoId}>
                    <a
                      href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 py-2 hover:border-accent"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold">{video.title}</span>
                        <span className="text-sm text-muted">
                          {video.channelName}
                          {video.durationSeconds !== null && ` · ${formatDuration(video.durationSeconds)}`}
                        </span>
                      </span>
                      <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
                      <span className="sr-only">(유튜브에서 새 창으로 열림)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
      {data.featuredKeywords.length > 0 && (
        <section aria-labelledby="featured-keywords-heading" className="mx-auto max-w-7xl px-4" data-testid="featured-keywords">
          <SectionHeading id="featured-keywords-heading" title="주요 안전 주제" description="운영팀이 고른 주제별 영상 모음입니다." />
          <KeywordChips keywords={data.featuredKeywords} label="주요 안전 주제" />
        </section>
      )}
    </>
  );
}
