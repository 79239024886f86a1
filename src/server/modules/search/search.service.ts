import { SearchQuerySchema, type SearchQuery, type SearchResponse } from '../../../shared/api/search.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { SEARCH_CATEGORIES_LIMIT, SEARCH_KEYWORDS_LIMIT, SUGGESTION_LIMIT } from '../../../shared/constants/catalogue.ts';
import { groupTerms, parseSearchQuery, type ParsedQuery } from '../../../shared/search/query.ts';
import type { AppContext } from '../../core/context.ts';
import { nearestWord, runQuery, searchCatalogueFor, type QueryResult, type SearchSnapshot } from './engine/index.ts';
import { toCategory, toVideo } from '../../core/mappers.ts';
import { accessBadges, facetAllows } from '../../core/video-access.ts';
import { pinnedForSearch } from '../../core/disaster-alerts.ts';
import { readVideosByVideoIds } from '../../../db/repositories/search-index.repo.ts';
import type { PublicAlert } from '../../../shared/api/disaster-alerts.ts';

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

/** The pinned videos of notices in force whose hazard the search names, as the first results of page 1 (ADR 0028). */
async function pinnedVideos(ctx: AppContext, alerts: readonly PublicAlert[], query: SearchQuery, words: string[]) {
  if (query.page !== 1 || alerts.length === 0) return [];
  const pinned = pinnedForSearch(alerts, [query.q, ...words]);
  if (pinned.length === 0) return [];
  // While the database is away, the cards the index keeps (the pins still come first, ADR 0028).
  const rows = await readVideosByVideoIds(ctx.db, pinned).catch(() => searchCatalogueFor(ctx).cards.rowsByVideoIds(pinned));
  const byId = new Map(rows.map((row) => [row.video_id, row]));
  const now = ctx.now();
  return pinned.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toVideo(row, now), relevance: null }] : [];
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
  const parsed = parseSearchQuery(query.q, snapshot.lexicon);
  const offset = (query.page - 1) * query.limit;
  // Past the counted matches there is nothing to page to.
  const beyond = Number.isFinite(countLimit) && offset >= countLimit;
  const allows = await facetAllows(ctx, { access: query.access, lifeStages: query.lifeStage });
  const result = runQuery(snapshot.index, {
    parsed,
    filter: {
      period: query.period,
      duration: query.duration,
      minViews: query.viewCount,
      channelType: query.channelType === 'all' ? undefined : query.channelType,
      shorts: query.shorts,
      allows,
    },
    sort: query.sortBy,
    take: beyond ? 0 : tuning.rankEverything ? snapshot.index.docs.count : offset + query.limit,
    countLimit,
    now: ctx.now(),
  });
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
    },
    pagination: paginationFor(query.page, query.limit, total),
  };
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
