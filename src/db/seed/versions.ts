// Accessible versions in the demo catalogue (issue 22): about one row in forty is a 수어, 자막, 쉬운 말 or 화면해설
// upload of the row before it (same channel, keyword and cut, a marker in the title), so a newcomer sees the feature.
// Most are grouped as staff would; one in five is left for the suggestions. A few videos carry a person's captions as
// the captions sync would have found them. Deterministic: decided by position and the row's own stream.
import { suggestLifeStages } from '../../shared/constants/life-stages.ts';
import type { VersionKind } from '../../shared/constants/versions.ts';
import { staticRank } from '../../shared/search/static-rank.ts';
import { buildSearchDocument } from '../../shared/search/text.ts';
import { pick, randInt, streamFor } from './prng.ts';
import { formatDuration, type VideoRow } from './videos.ts';

const SLOT_EVERY = 40;
/** Rows i with i % 40 === 1 are versions of row i - 1. */
export const isVersionSlot = (index: number) => index % SLOT_EVERY === 1;
/** Of the version rows, those with i % 200 === 1 wait for staff in the suggestions. */
export const isGroupedSlot = (index: number) => index % (SLOT_EVERY * 5) !== 1;
/** Rows whose captions the captions sync found written by a person (about one in a hundred). */
export const hasHumanCaptions = (index: number) => index % 100 === 37;

type SeedKind = Extract<VersionKind, 'sign_language' | 'captions' | 'easy_read' | 'audio_description'>;

const TITLES: Record<SeedKind, readonly ((title: string) => string)[]> = {
  sign_language: [(t) => `[수어] ${t}`, (t) => `${t} (수어 통역)`, (t) => `【수어】 ${t}`, (t) => `${t} | 한국수어 통역`],
  captions: [(t) => `${t} (자막)`, (t) => `[자막] ${t}`, (t) => `${t} [한글자막]`],
  easy_read: [(t) => `${t} (쉬운 말 버전)`, (t) => `[쉬운 말] ${t}`],
  audio_description: [(t) => `[화면해설] ${t}`, (t) => `${t} (화면해설 버전)`],
};
const MARKED = /수어|수화|자막|쉬운 ?말|화면 ?해설|#shorts/i;

function drawKind(r: number): SeedKind {
  if (r < 0.55) return 'sign_language';
  if (r < 0.88) return 'captions';
  if (r < 0.95) return 'easy_read';
  return 'audio_description';
}

/** Row `index` as a version of `original` (row index - 1), or null when that row cannot have one (then it stays as made). */
export function versionRow(
  seed: number,
  index: number,
  original: VideoRow,
  own: VideoRow,
  now: Date,
): { row: VideoRow; kind: SeedKind } | null {
  if (original.status !== 'published' || original.channel_id === null || original.duration <= 60 || MARKED.test(original.title))
    return null;
  const rng = streamFor(seed, 'version', index);
  // A foreign channel's upload gets a Korean-captioned version, not a 수어 one.
  const drawn = drawKind(rng());
  const kind: SeedKind = original.channel_type === 'international' ? 'captions' : drawn;
  const title = original.channel_type === 'international' ? `${original.title} [한글자막]` : pick(rng, TITLES[kind])(original.title);
  const d = original.duration;
  const duration =
    kind === 'sign_language'
      ? d + randInt(rng, 0, 4)
      : kind === 'captions'
        ? d
        : kind === 'audio_description'
          ? Math.round(d * (1.1 + rng() * 0.2))
          : Math.round(d * (0.8 + rng() * 0.3));
  const upload = new Date(Math.min(now.getTime() - 3_600_000, original.upload_date.getTime() + randInt(rng, 1, 30) * 86_400_000));
  const views = Math.max(3, Math.round(original.view_count * (0.05 + rng() * 0.3)));
  const likes = Math.round(views * (0.01 + rng() * 0.02));
  const tags = [
    ...original.tags.slice(0, 9),
    kind === 'sign_language' ? '수어' : kind === 'captions' ? '자막' : kind === 'easy_read' ? '쉬운말' : '화면해설',
  ];
  const doc = buildSearchDocument({ title, channelName: original.channel_name, tags, description: original.description });
  return {
    kind,
    row: {
      ...own,
      title,
      description: original.description,
      channel_id: original.channel_id,
      channel_name: original.channel_name,
      channel_type: original.channel_type,
      thumbnail_url: own.thumbnail_url,
      upload_date: upload,
      view_count: views,
      like_count: likes,
      comment_count: Math.round(likes * 0.1),
      subscriber_count: original.subscriber_count,
      duration,
      duration_display: formatDuration(duration),
      tags,
      keyword_id: original.keyword_id,
      video_url: `https://www.youtube.com/watch?v=${own.video_id}`,
      is_short: false,
      is_new: now.getTime() - upload.getTime() < 7 * 86_400_000,
      status: 'published',
      deleted_at: null,
      deleted_by: null,
      deletion_reason: null,
      created_at: upload,
      updated_at: upload,
      search_text: doc.search_text,
      search_terms: doc.search_terms,
      title_terms: doc.title_terms,
      static_rank: staticRank(views, likes),
      channelIndex: original.channelIndex,
    },
  };
}

/** What the seed writes after the videos: groups, captions found on YouTube, and keyword life stages. */
export interface VersionSeed {
  groups: { original: string; version: string; kind: SeedKind }[];
  captioned: string[];
}

export function emptyVersionSeed(): VersionSeed {
  return { groups: [], captioned: [] };
}

/** Life stages of a demo keyword: what the rules suggest, else the general public (성인). */
export function keywordStages(text: string): string[] {
  const found = suggestLifeStages(text);
  return found.length ? found : ['adult'];
}
