// Reads the demo catalogue through the public API, to pick real ids for the journeys.
import { url } from './browser.ts';

export async function apiJson<T = any>(path: string): Promise<T> {
  const response = await fetch(url(`/api${path}`));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The keyword with the most videos (its page has filters, pagination and related keywords). */
export async function topKeyword(): Promise<{ slug: string; keyword: string; total_videos: number }> {
  const body = await apiJson<{ data: { slug: string; keyword: string; total_videos: number }[] }>('/keywords?limit=1&sort=total_videos');
  return body.data[0]!;
}

/** A video whose URL is a watch/short link (embeddable) and one that is not (shorts/embed/live/none). */
export async function videosByUrlKind(): Promise<{ playable: string; unplayable: string }> {
  let playable = '';
  let unplayable = '';
  for (let page = 1; page <= 10 && (!playable || !unplayable); page++) {
    const body = await apiJson<{ data: { video_id: string; video_url: string | null }[] }>(`/videos?limit=100&page=${page}`);
    for (const v of body.data) {
      const watch = /youtube\.com\/watch\?|youtu\.be\//.test(v.video_url ?? '');
      if (watch && !playable) playable = v.video_id;
      if (!watch && !unplayable) unplayable = v.video_id;
    }
  }
  return { playable, unplayable };
}
