// What a person pastes to name a YouTube channel → how to look it up: a channel ID (UC…), an @handle, or a
// channel address (/channel/UC…, /@handle, /c/name, /user/name) with or without https://, www. or m.
import type { ChannelLookup } from '../constants/admin-channels.ts';

export interface ChannelRef {
  lookup: ChannelLookup;
  /** The ID, or the handle without '@', or the /c/ or /user/ name (URL-decoded). */
  value: string;
}

export type ChannelRefResult = { ok: true; ref: ChannelRef } | { ok: false; reason: string };

export const CHANNEL_ID_RE = /^UC[A-Za-z0-9_-]{22}$/;
// YouTube handles: 3–30 letters (any script), digits, underscores, hyphens and periods.
const HANDLE_RE = /^[\p{L}\p{N}_.\-·]{3,30}$/u;
const NAME_RE = /^[\p{L}\p{N}_.\-·]{1,100}$/u;
const YOUTUBE_HOST = /^(?:(?:www|m)\.)?youtube\.com$/i;

export const CHANNEL_REF_MESSAGES = {
  empty: '채널 주소, @핸들 또는 채널 ID를 넣으세요.',
  badId: '채널 ID는 UC로 시작하는 24자입니다.',
  badHandle: '@핸들은 3~30자의 글자·숫자·밑줄(_)·하이픈(-)·마침표(.)입니다.',
  video: '영상 주소입니다. 채널 주소(youtube.com/@핸들 또는 /channel/UC…)를 넣으세요.',
  notChannelPath: '채널 주소가 아닙니다. youtube.com/@핸들, /channel/UC…, /c/이름, /user/이름 형식이어야 합니다.',
  otherSite: '유튜브 주소가 아닙니다.',
  unreadable: '알아볼 수 없는 값입니다. 채널 주소, @핸들 또는 UC로 시작하는 채널 ID를 넣으세요.',
} as const;

const fail = (reason: string): ChannelRefResult => ({ ok: false, reason });
const ok = (lookup: ChannelLookup, value: string): ChannelRefResult => ({ ok: true, ref: { lookup, value } });

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment).normalize('NFC');
  } catch {
    return null;
  }
}

function handle(text: string): ChannelRefResult {
  return HANDLE_RE.test(text) ? ok('handle', text) : fail(CHANNEL_REF_MESSAGES.badHandle);
}

function fromPath(segments: string[]): ChannelRefResult {
  const [first = '', second] = segments;
  if (first.startsWith('@')) return handle(first.slice(1));
  if (first === 'channel' && second !== undefined) return CHANNEL_ID_RE.test(second) ? ok('id', second) : fail(CHANNEL_REF_MESSAGES.badId);
  if ((first === 'c' || first === 'user') && second && NAME_RE.test(second)) return ok(first === 'c' ? 'custom' : 'username', second);
  if (['watch', 'shorts', 'live', 'embed', 'playlist'].includes(first)) return fail(CHANNEL_REF_MESSAGES.video);
  return fail(CHANNEL_REF_MESSAGES.notChannelPath);
}

function fromUrl(text: string): ChannelRefResult | null {
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtu.be') return fail(CHANNEL_REF_MESSAGES.video);
  if (!YOUTUBE_HOST.test(host)) return /^https?:\/\//i.test(text) || text.includes('/') ? fail(CHANNEL_REF_MESSAGES.otherSite) : null;
  const segments = url.pathname.split('/').filter(Boolean).map(decode);
  if (segments.some((segment) => segment === null)) return fail(CHANNEL_REF_MESSAGES.unreadable);
  return fromPath(segments as string[]);
}

/** Reads one pasted channel reference; the reason is Korean and says what is expected. */
export function parseChannelRef(input: string): ChannelRefResult {
  const text = input
    .trim()
    .replace(/^[<"'「]+|[>"'」]+$/g, '')
    .trim();
  if (text === '') return fail(CHANNEL_REF_MESSAGES.empty);
  if (CHANNEL_ID_RE.test(text)) return ok('id', text);
  if (text.startsWith('@')) return handle(text.slice(1).normalize('NFC'));
  if (/^UC[A-Za-z0-9_-]*$/.test(text) && text.length !== 24) return fail(CHANNEL_REF_MESSAGES.badId);
  if (/[./]/.test(text)) return fromUrl(text) ?? fail(CHANNEL_REF_MESSAGES.unreadable);
  return fail(CHANNEL_REF_MESSAGES.unreadable);
}
