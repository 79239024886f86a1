// The embed pages' own style sheet and script (served from this origin, so the pages' CSP needs no 'unsafe-inline').
// The script is the facade: a video's button becomes the youtube-nocookie player only when it is pressed.
import { createHash } from 'node:crypto';

export const EMBED_CSS = `
:root{color-scheme:dark;--bg:#0f172a;--surface:#1e293b;--fg:#f8fafc;--muted:#cbd5e1;--line:#334155;--accent:#fb923c;--focus:#fdba74}
:root[data-theme=light]{color-scheme:light;--bg:#fff;--surface:#f1f5f9;--fg:#0f172a;--muted:#334155;--line:#cbd5e1;--accent:#c2410c;--focus:#9a3412}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 -apple-system,BlinkMacSystemFont,"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","Noto Sans CJK KR","Pretendard Variable",sans-serif;word-break:keep-all}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
header{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem 1rem;padding:.75rem 1rem;border-bottom:1px solid var(--line)}
h1{margin:0;font-size:1.1rem}
header a{font-weight:700;font-size:.9rem;min-height:44px;display:inline-flex;align-items:center}
ol{list-style:none;margin:0;padding:1rem;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
li{background:var(--surface);border:1px solid var(--line);border-radius:12px;overflow:hidden;display:flex;flex-direction:column}
.player{position:relative;aspect-ratio:16/9;background:#000}
.player button{all:unset;cursor:pointer;position:absolute;inset:0;display:block}
.player button:focus-visible{outline:3px solid var(--focus);outline-offset:-3px}
.player img{width:100%;height:100%;object-fit:cover;display:block}
.player .play{position:absolute;left:50%;top:50%;width:68px;height:48px;margin:-24px 0 0 -34px;border-radius:12px;background:#dc2626;display:flex;align-items:center;justify-content:center}
.player .play::after{content:"";border-style:solid;border-width:10px 0 10px 17px;border-color:transparent transparent transparent #fff;margin-left:4px}
.player iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.meta{padding:.75rem;display:flex;flex-direction:column;gap:.25rem}
.meta h2{margin:0;font-size:1rem;line-height:1.4}
.meta p{margin:0;color:var(--muted);font-size:.875rem}
.gone{aspect-ratio:16/9;display:flex;align-items:center;justify-content:center;padding:1rem;text-align:center;color:var(--muted)}
.empty{padding:2rem 1rem;color:var(--muted)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

export const EMBED_JS = `
document.addEventListener('click', function (event) {
  var button = event.target.closest('button[data-video]');
  if (!button) return;
  var params = new URLSearchParams({ autoplay: '1', rel: '0' });
  if (button.dataset.start) params.set('start', button.dataset.start);
  if (button.dataset.end) params.set('end', button.dataset.end);
  var frame = document.createElement('iframe');
  frame.src = 'https://www.youtube-nocookie.com/embed/' + encodeURIComponent(button.dataset.video) + '?' + params;
  frame.title = '영상 플레이어: ' + button.dataset.title;
  frame.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.allowFullscreen = true;
  button.replaceWith(frame);
  frame.focus();
});
`;

/**
 * The site's Pretendard @font-face rules (the build writes them for /emergency, see vite.config.ts): the pages list
 * 'Pretendard Variable' last, so only a device without a Korean font fetches subsets, and only those its text needs.
 */
export const EMBED_FONTS_CSS_PATH = '/emergency-fonts.css';

const version = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);
/** Versioned addresses: the files are cached for a year and change name when their text does. */
export const EMBED_ASSET_PATHS = {
  css: `/embed/assets/embed.${version(EMBED_CSS)}.css`,
  js: `/embed/assets/embed.${version(EMBED_JS)}.js`,
};
