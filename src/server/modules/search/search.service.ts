import { SearchQuerySchema, type SearchQuery, type SearchResponse } from '../../../shared/api/search.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { SEARCH_CATEGORIES_LIMIT, SEARCH_KEYWORDS_LIMIT, SUGGESTION_LIMIT } from '../../../shared/constants/catalogue.ts';
import { groupTerms, wordWeight, type ParsedQuery } from '../../../shared/search/query.ts';
import { readQuestion, type QuestionReading } from '../../../shared/search/question.ts';
import { ALERT_DRAFTS, type Hazard } from '../../../shared/constants/disaster-alerts.ts';
import type { SearchAnswer } from '../../../shared/api/search.ts';
import type { TopicRow } from '../../../db/repositories/search-dictionary.repo.ts';
import type { AppContext } from '../../core/context.ts';
import {
  nearestWord,
  passesFilter,
  runQuery,
  searchCatalogueFor,
  type QueryResult,
  type SearchFilter,
  type SearchSnapshot,
} from './engine/index.ts';
import { toCategory, toVideo } from '../../core/mappers.ts';
import { accessBadges, facetAllows } from '../../core/video-access.ts';
import { pinnedForSearch } from '../../core/disaster-alerts.ts';
import { readVideosByVideoIds } from '../../../db/repositories/search-index.repo.ts';
import type { PublicAlert } from '../../../shared/api/disaster-alerts.ts';
import type { AccessFilter } from '../../../shared/constants/versions.ts';

/** Matches are counted up to this many (then reported as "1,000개 이상"); pages stop there too. */
export const SEARCH_COUNT_LIMIT = 1_000;

export interface SearchTuning {
  /** Count every match (tests compare with a full scan). */
  countLimit?: number;
  /** Rank every match instead of stopping early (the reference the early stop must equal). */
  rankEverything?: boolean;
}

/** For a query that found nothing: the same words with each unknown one replaced by the nearest catalogue word. */
function suggestQuery(snapshot: SearchSnapshot, parsed: ParsedQuery): string | null {
  let changed = false;
  const words = parsed.groups.map((group) => {
    if (group.chosung || snapshot.lexicon.occurs(group.word)) return group.word;
    const near = nearestWord(snapshot.lexicon, group.word);
    if (!near) return group.word;
    changed = true;
    return near;
  });
  return changed ? words.join(' ') : null;
}

function emptyReason(parsed: ParsedQuery, result: QueryResult): SearchResponse['data']['emptyReason'] {
  if (result.total > 0) return null;
  if (parsed.groups.length === 0) return 'no-words';
  if (parsed.unknownChosung.length > 0) return 'unknown-chosung';
  return result.unfiltered > 0 ? 'filtered' : 'no-match';
}

/**
 * The pinned videos of notices in force whose hazard the search names, as the first results of page 1 (ADR 0028).
 * They pass the request's filters as every other result does (a 수어 filter never shows a pin without 수어, nor a
 * shorts filter a long video), and carry the same access badges (issue 22, ADR 0032).
 */
async function pinnedVideos(
  ctx: AppContext,
  alerts: readonly PublicAlert[],
  query: SearchQuery,
  words: string[],
  filter: SearchFilter,
  badges: Map<string, AccessFilter[]>,
) {
  if (query.page !== 1 || alerts.length === 0) return [];
  const pinned = pinnedForSearch(alerts, [query.q, ...words]);
  if (pinned.length === 0) return [];
  // While the database is away, the cards the index keeps (the pins still come first, ADR 0028).
  const rows = await readVideosByVideoIds(ctx.db, pinned).catch(() => searchCatalogueFor(ctx).cards.rowsByVideoIds(pinned));
  const byId = new Map(rows.map((row) => [row.video_id, row]));
  const now = ctx.now();
  return pinned.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const kept = passesFilter(
      filter,
      {
        id: Number(row.id),
        uploadMs: new Date(row.upload_date).getTime(),
        duration: row.duration,
        views: Number(row.view_count),
        channelType: row.channel_type,
        isShort: row.is_short === true,
      },
      now,
    );
    return kept ? [{ ...toVideo(row, now, badges.get(row.video_id)), relevance: null }] : [];
  });
}

export async function runSearch(
  ctx: AppContext,
  query: SearchQuery,
  tuning: SearchTuning = {},
  alerts: readonly PublicAlert[] = [],
): Promise<SearchResponse> {
  const countLimit = tuning.rankEverything ? Infinity : (tuning.countLimit ?? SEARCH_COUNT_LIMIT);
  const catalogue = searchCatalogueFor(ctx);
  const snapshot = await catalogue.snapshot(ctx.cache.version);
  const reading = readSearch(snapshot, query.q);
  const topic = reading.topicId === null ? undefined : snapshot.topics.get(reading.topicId);
  const offset = (query.page - 1) * query.limit;
  // Past the counted matches there is nothing to page to.
  const beyond = Number.isFinite(countLimit) && offset >= countLimit;
  const allows = await facetAllows(ctx, { access: query.access, lifeStages: query.lifeStage });
  const filter: SearchFilter = {
    period: query.period,
    duration: query.duration,
    minViews: query.viewCount,
    channelType: query.channelType === 'all' ? undefined : query.channelType,
    shorts: query.shorts,
    allows,
  };
  const run = (parsed: ParsedQuery) =>
    runQuery(snapshot.index, {
      parsed,
      filter,
      sort: query.sortBy,
      take: beyond ? 0 : tuning.rankEverything ? snapshot.index.docs.count : offset + query.limit,
      countLimit,
      now: ctx.now(),
    });
  let parsed = reading.parsed;
  let result = run(parsed);
  // Never nothing for a question the dictionary knows: its words together may find nothing, the first alone
  // (the topic's, when there is one) or the topic's catalogue words will.
  if (result.unfiltered === 0 && (reading.question || topic)) {
    for (const fallback of fallbackReadings(parsed, reading.primary, topic)) {
      const next = run(fallback);
      if (next.unfiltered === 0) continue;
      parsed = fallback;
      result = next;
      break;
    }
  }
  const pageHits = result.hits.slice(offset, offset + query.limit);
  const rows = await catalogue.rows.get(
    ctx.db,
    pageHits.map((hit) => hit.id),
  );
  const now = ctx.now();
  const badges = await accessBadges(ctx);
  const videos = pageHits.flatMap((hit) => {
    const row = rows.get(hit.id);
    return row ? [{ ...toVideo(row, now, badges.get(row.video_id)), relevance: hit.score }] : [];
  });
  const textTerms = parsed.groups.flatMap(groupTerms);
  const pins = await pinnedVideos(
    ctx,
    alerts,
    query,
    parsed.groups.map((g) => g.word),
    filter,
    badges,
  );
  const pinnedIds = new Set(pins.map((v) => v.video_id));
  const total = result.capped ? countLimit : result.total;
  const nothing = result.total === 0;
  return {
    success: true,
    data: {
      query: query.q,
      terms: parsed.groups.filter((g) => !g.chosung).map((g) => g.word),
      relatedTerms: parsed.groups.flatMap((g) => g.related),
      videos: pins.length ? [...pins, ...videos.filter((v) => !pinnedIds.has(v.video_id))] : videos,
      keywords: snapshot.keywords.keywordsMatching(textTerms, SEARCH_KEYWORDS_LIMIT),
      categories: snapshot.keywords.categoriesMatching(textTerms, SEARCH_CATEGORIES_LIMIT).map(toCategory),
      totalIsLowerBound: result.capped,
      ignoredWords: parsed.ignoredWords,
      unusedWords: parsed.unusedWords,
      suggestion: nothing ? suggestQuery(snapshot, parsed) : null,
      nearestKeywords: nothing ? nearestKeywords(snapshot, parsed, query.q) : [],
      emptyReason: emptyReason(parsed, result),
      answer: topic && query.page === 1 ? await answerFor(ctx, topic, alerts, videos[0] ?? pins[0] ?? null, reading.question) : null,
    },
    pagination: paginationFor(query.page, query.limit, total),
  };
}

/** The query read with the question dictionary (phrases, question words, keyboard-layout and jamo spellings). */
export function readSearch(snapshot: SearchSnapshot, q: string): QuestionReading {
  return readQuestion(q, snapshot.lexicon, snapshot.dictionary, (word) => snapshot.topicByWord.get(word) ?? null);
}

/** Narrower readings to try, in order, when a question's words together find nothing. */
function fallbackReadings(parsed: ParsedQuery, primary: number, topic: TopicRow | undefined): ParsedQuery[] {
  const readings: ParsedQuery[] = [];
  const first = parsed.groups[primary];
  if (parsed.groups.length > 1 && first)
    readings.push({ ...parsed, groups: [first], phrase: first.chosung ? null : first.word, unusedWords: [] });
  if (topic) {
    const [word, ...related] = topic.keywords as [string, ...string[]];
    const group = { word, related: related.filter((t) => !t.includes(' ') && !t.includes(word)), weight: wordWeight(word), chosung: false };
    readings.push({ ...parsed, groups: [group], phrase: word, unusedWords: [] });
  }
  return readings;
}

type AnswerVideo = SearchAnswer['video'];

/**
 * The answer card of a topic: its steps (those of a disaster notice in force for its hazard first, else the
 * topic's own, else the hazard's ready-made notice), 119 where it applies, and the best video (staff's pick if
 * it is published, else the first result).
 */
async function answerFor(
  ctx: AppContext,
  topic: TopicRow,
  alerts: readonly PublicAlert[],
  first: AnswerVideo,
  asked: boolean,
): Promise<SearchAnswer> {
  const notice = topic.hazard ? alerts.find((alert) => alert.hazard === topic.hazard) : undefined;
  const [steps, stepsFrom]: [string[], SearchAnswer['stepsFrom']] = notice
    ? [notice.steps, 'notice']
    : topic.steps.length > 0 || !topic.hazard
      ? [topic.steps, 'topic']
      : [[...ALERT_DRAFTS[topic.hazard as Hazard].steps], 'hazard'];
  let video = first;
  if (topic.video_id) {
    const [row] = await readVideosByVideoIds(ctx.db, [topic.video_id]).catch(() => []);
    if (row) video = { ...toVideo(row, ctx.now()), relevance: null };
  }
  return { slug: topic.slug, topic: topic.title, steps, stepsFrom, call119: topic.call_119, keywords: topic.keywords, video, asked };
}

function nearestKeywords(snapshot: SearchSnapshot, parsed: ParsedQuery, raw: string) {
  const text = parsed.groups.map((g) => g.word).join(' ') || raw;
  const near = snapshot.keywords.nearest(text, SUGGESTION_LIMIT);
  return near.length > 0 ? near : snapshot.keywords.popular(SUGGESTION_LIMIT);
}

/** Up to five keywords for a search box being typed in. */
export async function suggestForSearch(ctx: AppContext, q: string) {
  const snapshot = await searchCatalogueFor(ctx).snapshot(ctx.cache.version);
  return { success: true as const, data: snapshot.keywords.suggest(q, SUGGESTION_LIMIT) };
}

/** Searches run once at start, in the background: the most used keywords in the spellings a visitor varies. */
const WARM_KEYWORDS = 12;
const WARM_VARIANTS: Array<Record<string, string>> = [
  {},
  { page: '2' },
  { sortBy: 'view_count' },
  { period: 'year' },
  { duration: 'short' },
];

/**
 * Runs the service for the catalogue's most used keywords once the index is loaded, before any visitor asks: V8
 * compiles the engine's hot paths and the display rows of their first pages are read, so the first real searches
 * after a start cost what later ones do (issue 27). Failures are ignored: it only warms.
 */
export async function warmSearch(ctx: AppContext): Promise<void> {
  const snapshot = await searchCatalogueFor(ctx).snapshot(ctx.cache.version);
  const words = snapshot.keywords.popular(WARM_KEYWORDS).map((keyword) => keyword.keyword);
  for (const q of [...words, ...words.slice(0, 3).map((w) => w.replace(/\s+/g, ''))]) {
    for (const variant of WARM_VARIANTS) {
      try {
        // Read as a request's query string is, defaults included.
        await runSearch(ctx, SearchQuerySchema.parse({ q, ...variant }));
      } catch {
        // Only warming: a failure here changes nothing for visitors.
      }
      // One search at a time, yielding between them: visitors who come meanwhile go first.
      await new Promise((settle) => setImmediate(settle));
    }
  }
}

/** How often the index looks at the catalogue version (the app polls the database for it every second). */
const FOLLOW_VERSION_MS = 250;

/** Keeps this process's index fresh: applies the change log whenever the catalogue version moves. Returns a stop. */
export function followCatalogue(ctx: AppContext, log: (message: string) => void): () => void {
  const catalogue = searchCatalogueFor(ctx);
  catalogue.log = log;
  const timer = setInterval(() => void catalogue.tick(ctx.cache.version).catch(() => undefined), FOLLOW_VERSION_MS);
  timer.unref();
  return () => clearInterval(timer);
}
