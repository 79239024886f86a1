// R-VIDEO-03 video modal: embed only watch or short-link URLs, through youtube-nocookie.com.
const WATCH = /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([A-Za-z0-9_-]{11})(?:[&#]|$)/;
const SHORT_LINK = /^https?:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#/]|$)/;

/** The privacy-enhanced player URL, or null when the video must be opened on YouTube instead. */
export function embedUrlFor(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null;
  const id = WATCH.exec(videoUrl)?.[1] ?? SHORT_LINK.exec(videoUrl)?.[1];
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

/** Where a card sends the visitor: the stored URL when it is a YouTube link, else the watch page. */
export function youtubeWatchUrl(videoId: string, videoUrl?: string | null): string {
  if (videoUrl && /^https:\/\/(?:(?:www\.|m\.)?youtube\.com|youtu\.be)\//.test(videoUrl)) return videoUrl;
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
