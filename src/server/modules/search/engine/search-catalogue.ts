// Owns one process's search index: the first load, the refresh from the change log whenever the
// catalogue version moves, and a rebuild in the background when the index has grown untidy (or the
// whole table changed). PostgreSQL stays the source of truth; several processes each keep their own.
import type { Kysely } from 'kysely';
import { listCategories } from '../../../../db/repositories/categories.repo.ts';
import {
  latestSearchChange,
  pruneSearchChanges,
  readActiveKeywords,
  readIndexRowsByIds,
  readPublishedForIndex,
  readSearchChanges,
  type LoadCursor,
} from '../../../../db/repositories/search-index.repo.ts';
import type { Database } from '../../../../db/schema.ts';
import { readDictionary, type TopicRow } from '../../../../db/repositories/search-dictionary.repo.ts';
import { compileDictionary, type QuestionDictionary } from '../../../../shared/search/question.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { DisplayRows } from './display-rows.ts';
import { FallbackCards } from './fallback-cards.ts';
import { KeywordCatalogue } from './keyword-catalogue.ts';
import { CatalogueLexicon } from './lexicon.ts';

export interface SearchSnapshot {
  index: CatalogueIndex;
  lexicon: CatalogueLexicon;
  keywords: KeywordCatalogue;
  /** The question dictionary (issue 23): phrases, question words, and the topics that answer them. */
  dictionary: QuestionDictionary;
  topics: ReadonlyMap<number, TopicRow>;
  /** A topic's id by any of its catalogue words (a one-word search for 심폐소생술 shows its answer). */
  topicByWord: ReadonlyMap<string, number>;
}

export interface SearchCatalogueOptions {
  /** Rows per read of the full load (smaller batches keep other requests moving). */
  loadBatch?: number;
  /** More changed videos than this at once → rebuild instead of applying them one by one. */
  maxDelta?: number;
  /** Rebuild when this share of the index is removed or added since the load. */
  rebuildAt?: number;
  displayRows?: number;
  /** Videos whose result card is kept in memory for when the database is away (best static rank first). */
  fallbackCards?: number;
  log?: (message: string) => void;
}

const PRUNE_EVERY_MS = 60_000;
/** Change rows are kept this long, so each process must read the log more often than that. */
const KEEP_CHANGES_MINUTES = 10;
const READ_LOG_EVERY_MS = 2 * 60_000;
/** A process that has not read the log for this long (suspended) may have missed pruned rows. */
const STALE_AFTER_MS = 5 * 60_000;

/** Brings changed videos up to date: published ones (re)added, the rest removed (their fallback cards too). */
async function applyChangedVideos(db: Kysely<Database>, index: CatalogueIndex, ids: number[], cards: FallbackCards): Promise<void> {
  if (ids.length === 0) return;
  const rows = new Map((await readIndexRowsByIds(db, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const row = rows.get(id);
    if (row?.is_public) {
      index.upsert(row);
      cards.put(row);
    } else {
      index.remove(id);
      cards.remove(id);
    }
  }
}

export class SearchCatalogue {
  readonly #db: Kysely<Database>;
  readonly #options: Required<SearchCatalogueOptions>;

  /** Where build and rebuild messages go (the server's console once it has started). */
  set log(log: (message: string) => void) {
    this.#options.log = log;
  }

  readonly rows: DisplayRows;
  readonly cards: FallbackCards;
  #snapshot: SearchSnapshot | null = null;
  #initial: Promise<void> | null = null;
  #rebuilding: Promise<void> | null = null;
  /** Serialises every change to the snapshot (refreshes and the swap after a rebuild). */
  #queue: Promise<unknown> = Promise.resolve();
  #changeVersion = 0;
  #appliedVersion: number | null = null;
  #pending: { version: number; done: Promise<void> } | null = null;
  #lastRefresh = Date.now();
  #lastPrune = 0;
  lastBuild: { ms: number; videos: number; tokens: number; bytes: number } | null = null;

  constructor(db: Kysely<Database>, options: SearchCatalogueOptions = {}) {
    this.#db = db;
    this.#options = {
      loadBatch: options.loadBatch ?? 2_000,
      maxDelta: options.maxDelta ?? 20_000,
      rebuildAt: options.rebuildAt ?? 0.2,
      displayRows: options.displayRows ?? 5_000,
      fallbackCards: options.fallbackCards ?? 100_000,
      log: options.log ?? (() => undefined),
    };
    this.cards = new FallbackCards(this.#options.fallbackCards);
    this.rows = new DisplayRows(this.#options.displayRows, this.cards);
  }

  /** Starts the first load (once); resolves when the index can answer. */
  ready(): Promise<void> {
    if (!this.#initial) {
      this.#initial = this.#build().then((built) => {
        this.#install(built.snapshot, built.version);
      });
      this.#initial.catch(() => {
        this.#initial = null;
      });
    }
    return this.#initial;
  }

  /** The index, fresh for the given catalogue version (changes up to it applied). */
  async snapshot(catalogueVersion: number): Promise<SearchSnapshot> {
    await this.ready();
    await this.refresh(catalogueVersion);
    return this.#snapshot!;
  }

  /** Applies the changes behind a catalogue version (coalesced: one refresh per version). */
  refresh(catalogueVersion: number): Promise<void> {
    if (this.#appliedVersion === catalogueVersion) return Promise.resolve();
    if (this.#pending?.version === catalogueVersion) return this.#pending.done;
    const done = this.#serially(async () => {
      if (this.#appliedVersion === catalogueVersion) return;
      await this.#applyChanges();
      this.#appliedVersion = catalogueVersion;
    });
    const pending = { version: catalogueVersion, done };
    this.#pending = pending;
    void done.finally(() => {
      if (this.#pending === pending) this.#pending = null;
    });
    return done;
  }

  /** Called often by a timer: follows the catalogue version, and reads the log now and then regardless. */
  tick(catalogueVersion: number): Promise<void> {
    if (!this.#snapshot) return Promise.resolve();
    if (this.#appliedVersion !== catalogueVersion) return this.refresh(catalogueVersion);
    if (Date.now() - this.#lastRefresh < READ_LOG_EVERY_MS || this.#pending) return Promise.resolve();
    return this.#serially(() => this.#applyChanges());
  }

  get started(): boolean {
    return this.#initial !== null;
  }

  /** Finishes a rebuild in progress (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.#rebuilding) await this.#rebuilding;
    await this.#queue;
  }

  #serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #applyChanges(): Promise<void> {
    const snapshot = this.#snapshot!;
    const stale = Date.now() - this.#lastRefresh > STALE_AFTER_MS;
    const changes = await readSearchChanges(this.#db, this.#changeVersion, this.#options.maxDelta);
    if (changes.ids.length > 0) {
      await applyChangedVideos(this.#db, snapshot.index, changes.ids, this.cards);
      this.rows.forget(changes.ids);
    }
    this.#changeVersion = changes.version;
    this.#lastRefresh = Date.now();
    // Keyword and category edits move the catalogue version too; they are small enough to reread.
    this.#snapshot = await this.#withVocabulary(snapshot.index);
    if (changes.everything) this.rows.clear();
    if (changes.everything || stale || snapshot.index.untidiness > this.#options.rebuildAt) this.#startRebuild();
    if (Date.now() - this.#lastPrune > PRUNE_EVERY_MS) {
      this.#lastPrune = Date.now();
      await pruneSearchChanges(this.#db, KEEP_CHANGES_MINUTES).catch(() => undefined);
    }
  }

  #startRebuild(): void {
    if (this.#rebuilding) return;
    this.#rebuilding = this.#build()
      .then((built) =>
        // The swap waits its turn: changes logged during the load are applied to the new index first.
        this.#serially(async () => {
          const snapshot = built.snapshot;
          let version = built.version;
          for (;;) {
            const changes = await readSearchChanges(this.#db, version, this.#options.maxDelta);
            if (changes.everything) break;
            await applyChangedVideos(this.#db, snapshot.index, changes.ids, this.cards);
            if (changes.version === version) break;
            version = changes.version;
          }
          this.#install(snapshot, version);
          this.rows.clear();
        }),
      )
      .catch((error: unknown) => this.#options.log(`검색 색인을 다시 만들지 못했습니다: ${(error as Error).message}`))
      .finally(() => {
        this.#rebuilding = null;
      });
  }

  #install(snapshot: SearchSnapshot, changeVersion: number): void {
    this.#snapshot = snapshot;
    this.#changeVersion = changeVersion;
    this.#lastRefresh = Date.now();
  }

  /** Loads every published video, best static rank first, into a new index. */
  async #build(): Promise<{ snapshot: SearchSnapshot; version: number }> {
    const started = performance.now();
    const version = await latestSearchChange(this.#db);
    const index = new CatalogueIndex();
    let cursor: LoadCursor | null = null;
    for (;;) {
      const rows = await readPublishedForIndex(this.#db, cursor, this.#options.loadBatch);
      for (const row of rows) {
        index.load(row);
        this.cards.put(row);
      }
      if (rows.length < this.#options.loadBatch) break;
      const last = rows[rows.length - 1]!;
      cursor = { staticRank: last.static_rank, id: last.id };
    }
    index.finishLoad();
    const snapshot = await this.#withVocabulary(index);
    const bytes = index.bytes();
    this.lastBuild = {
      ms: Math.round(performance.now() - started),
      videos: index.liveCount,
      tokens: index.terms.size,
      bytes: bytes.postings + bytes.columns + bytes.ids,
    };
    this.#options.log(
      `검색 색인 준비: 영상 ${index.liveCount.toLocaleString('ko-KR')}개, 낱말 ${index.terms.size.toLocaleString('ko-KR')}개, ` +
        `${(this.lastBuild.bytes / 1048576).toFixed(1)} MB (${(this.lastBuild.ms / 1000).toFixed(1)}초)`,
    );
    return { snapshot, version };
  }

  async #withVocabulary(index: CatalogueIndex): Promise<SearchSnapshot> {
    const [keywordRows, categoryRows, dictionaryRows] = await Promise.all([
      readActiveKeywords(this.#db),
      listCategories(this.#db),
      readDictionary(this.#db),
    ]);
    const keywords = new KeywordCatalogue(keywordRows, categoryRows);
    const lexicon = new CatalogueLexicon(index, [...keywords.keywordTexts, ...keywords.categoryNames]);
    const dictionary = compileDictionary({
      phrases: dictionaryRows.phrases.map((p) => ({ phrase: p.phrase, keywords: p.keywords, topicId: p.topic_id })),
      questionWords: dictionaryRows.questionWords.map((w) => w.word),
    });
    const topics = new Map(dictionaryRows.topics.map((t) => [t.id, t]));
    const topicByWord = new Map<string, number>();
    for (const topic of dictionaryRows.topics)
      for (const word of topic.keywords) if (!topicByWord.has(word)) topicByWord.set(word, topic.id);
    return { index, lexicon, keywords, dictionary, topics, topicByWord };
  }
}
