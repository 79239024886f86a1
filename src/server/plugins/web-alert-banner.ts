// The disaster-notice banner, rendered by the server into every public page's HTML (before #root, outside React),
// so it is on screen in the first paint and never moves the page afterwards. National notices are prominent for
// everyone; a regional one is prominent when the visitor's "우리 지역" (localStorage, set on <html> by
// /theme-init.js before paint) is one of its regions, compact otherwise (/alert.css). /alert-banner.js announces
// the notices once per browser session and keeps the region choice (ADR 0028).
import type { PublicAlert } from '../../shared/api/disaster-alerts.ts';
import { CHANNEL_REGIONS } from '../../shared/constants/admin-channels.ts';
import { HAZARD_LABELS, NATIONAL_REGION } from '../../shared/constants/disaster-alerts.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Stylesheet and script of the banner (head). */
export const BANNER_HEAD = '<link rel="stylesheet" href="/alert.css" />\n    <script src="/alert-banner.js" defer></script>';

export const isNational = (alert: PublicAlert) => alert.regions.includes(NATIONAL_REGION);

export function regionText(alert: PublicAlert): string {
  return isNational(alert) ? '전국' : alert.regions.join('·');
}

/** The "우리 지역" control (works with JavaScript; without it every regional notice stays compact). */
export function regionControl(id: string): string {
  const options = CHANNEL_REGIONS.filter((r) => r !== NATIONAL_REGION)
    .map((r) => `<option value="${escapeHtml(r)}">${escapeHtml(r)}</option>`)
    .join('');
  return (
    `<span class="alert-region"><label for="${id}">우리 지역</label> ` +
    `<select id="${id}" class="alert-region__select" data-alert-region-select><option value="">선택 안 함</option>${options}</select></span>`
  );
}

/** The banner for the notices in force ('' when none). */
export function bannerHtml(alerts: readonly PublicAlert[]): string {
  if (alerts.length === 0) return '';
  const ordered = [...alerts].sort((a, b) => Number(isNational(b)) - Number(isNational(a)));
  const items = ordered
    .map((alert) => {
      const kind = isNational(alert) ? 'national' : 'regional';
      const regions = alert.regions.map(escapeHtml).join(' ');
      return (
        `<li class="alert-item alert-item--${kind}" data-regions="${regions}">` +
        `<a class="alert-item__link" href="/emergency/${alert.id}">` +
        `<span class="alert-item__tag">${escapeHtml(HAZARD_LABELS[alert.hazard])} · ${escapeHtml(regionText(alert))}</span> ` +
        `<span class="alert-item__title">${escapeHtml(alert.title)}</span>` +
        `<span class="alert-item__more">행동 요령 보기</span></a></li>`
      );
    })
    .join('');
  const hasRegional = alerts.some((a) => !isNational(a));
  const ids = alerts.map((a) => a.id).join(',');
  const summary = alerts.map((a) => `${HAZARD_LABELS[a.hazard]} (${regionText(a)}): ${a.title}`).join('. ');
  return (
    // The page's skip link comes first (before the banner's links), so it still skips to the content; the app leaves
    // out its own while this one is on the page (RootLayout).
    `<a id="alert-skip" class="alert-skip" href="#main">본문 바로가기</a>` +
    `<section id="alert-banner" class="alert-banner" aria-labelledby="alert-banner-heading" data-alert-ids="${ids}">` +
    `<h2 id="alert-banner-heading" class="alert-sr-only">재난 공지 ${alerts.length}건</h2>` +
    `<ul class="alert-banner__list">${items}</ul>` +
    (hasRegional ? `<div class="alert-banner__tools">${regionControl('alert-region-banner')}</div>` : '') +
    // Filled once per browser session by /alert-banner.js, so a screen reader announces the notices once.
    `<div id="alert-announcer" class="alert-sr-only" role="status" data-summary="${escapeHtml(`재난 공지: ${summary}`)}"></div>` +
    `</section>`
  );
}
