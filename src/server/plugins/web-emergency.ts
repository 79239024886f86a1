// /emergency and /emergency/:id: the notices in force as a page rendered on the server, complete without JavaScript
// and small enough for a crowd on old phones (no app bundle: this HTML and /alert.css only; thumbnails load lazily).
// With no notice in force it says so and shows the everyday safety basics (ADR 0028).
import type { PublicAlert } from '../../shared/api/disaster-alerts.ts';
import { EVERYDAY_SAFETY_BASICS, HAZARD_LABELS } from '../../shared/constants/disaster-alerts.ts';
import { formatDuration } from '../../shared/format/duration.ts';
import { formatDateTime } from '../../shared/format/korean-date.ts';
import { escapeHtml, isNational, regionControl, regionText } from './web-alert-banner.ts';

export interface EmergencyPage {
  status: number;
  html: string;
}

const youtubeUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
const thumbnail = (video: PublicAlert['videos'][number]) =>
  video.thumbnail_url && /^https:\/\/i\.ytimg\.com\//.test(video.thumbnail_url)
    ? video.thumbnail_url
    : `https://i.ytimg.com/vi/${encodeURIComponent(video.video_id)}/mqdefault.jpg`;

function noticeSection(alert: PublicAlert, headingLevel: 1 | 2): string {
  const h = `h${headingLevel}`;
  const sub = `h${headingLevel + 1}`;
  const kind = isNational(alert) ? 'national' : 'regional';
  const videos = alert.videos.length
    ? `<${sub}>영상으로 보기</${sub}><ul class="em-videos">${alert.videos
        .map((video) => {
          const duration = video.duration ? `<span class="em-video__duration">${formatDuration(video.duration)}</span>` : '';
          return (
            `<li class="em-video"><a class="em-video__link" href="${youtubeUrl(video.video_id)}">` +
            `<img class="em-video__thumb" src="${escapeHtml(thumbnail(video))}" alt="" width="320" height="180" loading="lazy" decoding="async" />` +
            `<span class="em-video__title">${escapeHtml(video.title)}</span></a>` +
            `<p class="em-video__meta">${escapeHtml(video.channel_name)}${duration ? ' · ' : ''}${duration}</p></li>`
          );
        })
        .join('')}</ul>`
    : '';
  const links = alert.links.length
    ? `<${sub}>관련 누리집</${sub}><ul class="em-links">${alert.links
        .map((link) => `<li><a href="${escapeHtml(link.url)}" rel="noopener">${escapeHtml(link.label)}</a></li>`)
        .join('')}</ul>`
    : '';
  return (
    `<section class="em-notice em-notice--${kind}" data-regions="${alert.regions.map(escapeHtml).join(' ')}" aria-labelledby="notice-${alert.id}">` +
    `<p class="em-notice__tag">${escapeHtml(HAZARD_LABELS[alert.hazard])} · ${escapeHtml(regionText(alert))}</p>` +
    `<${h} id="notice-${alert.id}" class="em-notice__title">${escapeHtml(alert.title)}</${h}>` +
    (alert.message ? `<p class="em-notice__message">${escapeHtml(alert.message)}</p>` : '') +
    `<p class="em-notice__period">${escapeHtml(formatDateTime(alert.endsAt))}까지 안내합니다.</p>` +
    `<${sub}>행동 요령</${sub}><ol class="em-steps">${alert.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` +
    videos +
    links +
    (headingLevel === 1 ? '' : `<p class="em-notice__permalink"><a href="/emergency/${alert.id}">이 공지만 보기</a></p>`) +
    `</section>`
  );
}

function basicsSection(): string {
  return (
    `<section class="em-basics" aria-labelledby="basics-heading"><h2 id="basics-heading">평소에 알아 둘 안전 수칙</h2>` +
    EVERYDAY_SAFETY_BASICS.map(
      (basic) => `<h3>${escapeHtml(basic.title)}</h3><ul>${basic.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ).join('') +
    `</section>`
  );
}

function documentHtml(title: string, description: string, main: string): string {
  return `<!doctype html>
<html lang="ko" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark light" />
    <meta name="theme-color" content="#0b1120" />
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}" />
    <script src="/theme-init.js"></script>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/alert.css" />
    <link rel="stylesheet" href="/emergency-fonts.css" />
    <script src="/alert-banner.js" defer></script>
  </head>
  <body class="em-body">
    <a class="em-skip" href="#main">본문 바로가기</a>
    <header class="em-header"><a class="em-brand" href="/">119 안전영상</a><a class="em-home" href="/">영상 목록으로</a></header>
    <main id="main" class="em-main" tabindex="-1">
${main}
      <p class="em-call">위급할 때는 <strong>119</strong>에 전화하거나 문자로 신고하세요.</p>
    </main>
  </body>
</html>
`;
}

/** /emergency: every notice in force (national first), or the basics when there is none. */
export function emergencyListPage(alerts: readonly PublicAlert[]): EmergencyPage {
  const ordered = [...alerts].sort((a, b) => Number(isNational(b)) - Number(isNational(a)));
  const hasRegional = alerts.some((a) => !isNational(a));
  const main = alerts.length
    ? `<h1 class="em-title">재난 안전 안내</h1>` +
      `<p class="em-lead">지금 효력이 있는 재난 공지 ${alerts.length}건입니다. 공지의 행동 요령을 따르세요.</p>` +
      (hasRegional ? `<p class="em-tools">${regionControl('alert-region-page')}</p>` : '') +
      ordered.map((alert) => noticeSection(alert, 2)).join('') +
      basicsSection()
    : `<h1 class="em-title">재난 안전 안내</h1><p class="em-none">지금 효력이 있는 재난 공지는 없습니다.</p>` + basicsSection();
  const description = alerts.length
    ? alerts.map((a) => a.title).join(' · ')
    : '재난이 났을 때 따라야 할 행동 요령과 평소의 안전 수칙입니다.';
  return { status: 200, html: documentHtml('재난 안전 안내 — 119 안전영상', description, main) };
}

/** /emergency/:id: one notice in force; a notice that ended or never was answers 404 with the way to the others. */
export function emergencyNoticePage(alert: PublicAlert | undefined): EmergencyPage {
  if (!alert) {
    const main =
      `<h1 class="em-title">공지를 찾을 수 없습니다</h1>` +
      `<p class="em-none">이 재난 공지는 끝났거나 없는 공지입니다. <a href="/emergency">지금 효력이 있는 공지 보기</a></p>` +
      basicsSection();
    return { status: 404, html: documentHtml('재난 공지 — 119 안전영상', '끝났거나 없는 재난 공지입니다.', main) };
  }
  const main = noticeSection(alert, 1) + `<p class="em-more"><a href="/emergency">모든 재난 공지 보기</a></p>` + basicsSection();
  return { status: 200, html: documentHtml(`${alert.title} — 119 안전영상`, alert.message || alert.title, main) };
}
