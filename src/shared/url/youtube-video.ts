// Reads a YouTube video id out of whatever an admin pastes: a bare id or any of YouTube's video addresses
// (watch, youtu.be, shorts, embed, live, v/, m., music., youtube-nocookie), with or without https:// and
// with extra parameters (t, si, list, feature…). Shared by the add page (instant feedback) and the server.

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]; they can start with '-'. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Path forms whose next segment is the id. */
const ID_PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v', 'e']);

export function isVideoId(text: string): boolean {
  return VIDEO_ID.test(text);
}

/** The video id in a pasted URL or id, or null when it is not one. */
export function parseYouTubeVideoId(input: string): string | null {
  const text = input.trim();
  if (isVideoId(text)) return text;
  if (!/^(https?:\/\/)?([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be)(\/|$)/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments[0] && ID_PATH_PREFIXES.has(segments[0])) candidate = segments[1];
  }
  return candidate && isVideoId(candidate) ? candidate : null;
}

export interface PastedVideo {
  /** What the admin pasted (trimmed). */
  input: string;
  videoId: string | null;
}

/** One entry per line, comma or space; the same video pasted twice is kept once (its first spelling). */
export function splitPastedVideos(text: string): PastedVideo[] {
  const seen = new Set<string>();
  const out: PastedVideo[] = [];
  for (const input of text.split(/[\s,]+/u).filter(Boolean)) {
    const videoId = parseYouTubeVideoId(input);
    if (videoId !== null) {
      if (seen.has(videoId)) continue;
      seen.add(videoId);
    }
    out.push({ input, videoId });
  }
  return out;
}
