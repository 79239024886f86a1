// The embed page's HTML: a heading that links to the site, and one facade per video (a button with the thumbnail and a
// play mark that becomes the youtube-nocookie player when pressed, see embed-assets.ts). Everything is escaped here.
import { formatDuration } from '../../../shared/format/index.ts';
import { KIT_MESSAGES } from '../../../shared/constants/kits.ts';
import { EMBED_ASSET_PATHS, EMBED_FONTS_CSS_PATH } from './embed-assets.ts';
import type { EmbedItem, EmbedList } from './embed.service.ts';

export type EmbedTheme = 'dark' | 'light';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function item(entry: EmbedItem, index: number, kit: boolean): string {
  const number = kit ? `${index + 1}. ` : '';
  if (!entry.available) {
    return `<li><div class="gone">${escapeHtml(KIT_MESSAGES.unavailablePlaceholder)}</div><div class="meta"><h2>${number}${escapeHtml(KIT_MESSAGES.unavailablePlaceholder)}</h2></div></li>`;
  }
  const title = escapeHtml(entry.title);
  const data = [
    `data-video="${escapeHtml(entry.videoId)}"`,
    `data-title="${title}"`,
    entry.startSeconds !== null ? `data-start="${entry.startSeconds}"` : '',
    entry.endSeconds !== null ? `data-end="${entry.endSeconds}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const facts = [entry.channelName, entry.duration ? `재생 시간 ${formatDuration(entry.duration)}` : ''].filter(Boolean).map(escapeHtml);
  return [
    '<li>',
    `<div class="player"><button type="button" ${data} aria-label="재생: ${title}">`,
    `<img src="/embed/thumbnails/${encodeURIComponent(entry.videoId)}.jpg" alt="" width="320" height="180"${index > 1 ? ' loading="lazy"' : ''}>`,
    '<span class="play" aria-hidden="true"></span></button></div>',
    `<div class="meta"><h2>${number}${title}</h2><p>${facts.join(' · ')}</p>`,
    entry.note ? `<p>${escapeHtml(entry.note)}</p>` : '',
    entry.question ? `<p><strong>생각해 보기:</strong> ${escapeHtml(entry.question)}</p>` : '',
    '</div></li>',
  ].join('');
}

export function embedPageHtml(list: EmbedList, options: { origin: string; theme: EmbedTheme }): string {
  const pageUrl = `${options.origin}${list.page}`;
  const items = list.items.length
    ? `<ol>${list.items.map((entry, index) => item(entry, index, list.kind === 'kit')).join('')}</ol>`
    : '<p class="empty">아직 보여 드릴 영상이 없습니다.</p>';
  return `<!doctype html>
<html lang="ko" data-theme="${options.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(list.title)} | 119 안전영상</title>
<meta name="description" content="${escapeHtml(`${list.title} — 119 안전영상에서 모은 소방·안전 영상`)}">
<link rel="canonical" href="${escapeHtml(pageUrl)}">
<link rel="stylesheet" href="${EMBED_ASSET_PATHS.css}">
<link rel="stylesheet" href="${EMBED_FONTS_CSS_PATH}">
<script src="${EMBED_ASSET_PATHS.js}" defer></script>
</head>
<body>
<main>
<header><h1>${escapeHtml(list.title)}</h1><a href="${escapeHtml(pageUrl)}" target="_blank" rel="noopener">119 안전영상에서 보기<span class="sr"> (새 창)</span></a></header>
${items}
</main>
</body>
</html>`;
}

export function embedNotFoundHtml(theme: EmbedTheme): string {
  return `<!doctype html><html lang="ko" data-theme="${theme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>찾을 수 없습니다 | 119 안전영상</title><link rel="stylesheet" href="${EMBED_ASSET_PATHS.css}"><link rel="stylesheet" href="${EMBED_FONTS_CSS_PATH}"></head><body><main><p class="empty">찾을 수 없는 목록입니다. 주소를 확인해 주세요.</p></main></body></html>`;
}
