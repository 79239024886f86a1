// KRDS masthead: a slim strip above the header that says whose site this is (ADR 0010). KRDS words it
// '이 누리집은 대한민국 공식 전자정부 누리집입니다.' for official government sites; that claim belongs to the
// operator to make, so until they do it states plainly what the site is and who runs it.
import { siteConfig } from '../../lib/site-config.ts';

// One line at every text size and whichever font has arrived (a wrap would move the page when Pretendard
// replaces the first paint's font); phones leave out the operator, which the footer names too.
export function Masthead() {
  return (
    <section aria-label="누리집 안내" className="border-b border-line bg-surface-2 text-sm text-fg print:hidden" data-testid="masthead">
      <p className="mx-auto flex min-h-8 max-w-7xl items-center gap-2 px-4 py-1">
        <span aria-hidden="true" className="inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-accent-strong" />
        <span>
          소방·안전 영상 공공 누리집 <span className="hidden text-muted sm:inline">· 운영 {siteConfig.operator}</span>
        </span>
      </p>
    </section>
  );
}
