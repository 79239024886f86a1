// Runs a parsed query against the index. Slots are in static-rank order, so matches are met best
// first. Documents added since the load (not in rank order) are read whole. Then the documents the
// big bonuses can reach — exact titles, titles starting with the first word, titles holding every
// word (with the words together first) — are scored one by one from the forward index, best rank
// first, each pass stopping when even its best possible score cannot reach the heap. Last, the posting
// lists are read block by block until the matches are counted far enough and no later block could
// place a document (without those bonuses) in the heap.
// One file over the usual size on purpose: the passes share the engine's per-query state (slot masks, heap,
// counters) in private fields on the hot path; split into modules, that state would cross a call per document.
import type { CatalogueIndex } from './catalogue-index.ts';
import { CHANNEL_TYPE_CODES, titleHash } from './doc-columns.ts';
import { FIELD, FIELD_BITS } from './postings.ts';
import {
  durationFits,
  lowerBound,
  periodStart,
  planGroup,
  scratchFor,
  type GroupPlan,
  type QueryRequest,
  type QueryResult,
  type Scratch,
} from './query-plan.ts';
import { MergedSlots } from './merged-slots.ts';
import { groupContributions, WEIGHTS } from './ranking.ts';
import { TopK } from './top-k.ts';

export { periodStart, type QueryHit, type QueryRequest, type QueryResult, type SearchFilter, type SearchSort } from './query-plan.ts';

/** Groups with more posting entries than this are not marked for the title passes (see #markMembers). */
const MEMBER_MARK_MAX_ENTRIES = 12_000;

export function runQuery(index: CatalogueIndex, request: QueryRequest): QueryResult {
  const groups = request.parsed.groups;
  if (groups.length === 0) return { hits: [], total: 0, capped: false, unfiltered: 0, read: { blocks: 0, entries: 0 } };
  const scratch = scratchFor(index, groups.length);
  const plans = groups.map((group) => planGroup(index, group.chosung ? null : group.word, group.related));
  // Every word must match: a word no token of the catalogue contains (a typo) leaves nothing to read.
  if (plans.some((plan) => plan.tokens.length === 0))
    return { hits: [], total: 0, capped: false, unfiltered: 0, read: { blocks: 0, entries: 0 } };
  return new QueryRun(index, request, plans, scratch).run();
}

class QueryRun {
  readonly #index: CatalogueIndex;
  readonly #request: QueryRequest;
  readonly #plans: GroupPlan[];
  readonly #scratch: Scratch;
  readonly #touchedCount: number[];
  readonly #driver: number;
  readonly #contributions: Float64Array[];
  readonly #heap: TopK;
  readonly #from: number;
  readonly #typeCode: number;
  readonly #firstWord: string | null;
  readonly #phrase: string | null;
  readonly #phraseHash: number;
  readonly #countCap: number;
  /** One document's masks per group, while it is considered, and whose they are (-1: from the block reader). */
  readonly #slotMasks: Uint8Array;
  #maskedSlot = -1;
  /** Best text score (above static rank) of a document the block reader may still meet. */
  #maxText = 0;
  #doneCount = 0;
  /** Slots marked in scratch.member (cleared at the end); -1 while no marks were made (one word). */
  #memberCount = -1;
  /** Groups not marked (too common to be worth it): their bit counts as set. */
  #memberAssumed = 0;
  /** Slots marked in scratch.literal (cleared at the end); their sorted slot lists per phrase token, for the literal pass. */
  #literalCount = 0;
  #literalLists: Uint32Array[] = [];
  #total = 0;
  #unfiltered = 0;
  #blocks = 0;
  #entries = 0;

  constructor(index: CatalogueIndex, request: QueryRequest, plans: GroupPlan[], scratch: Scratch) {
    this.#index = index;
    this.#request = request;
    this.#plans = plans;
    this.#scratch = scratch;
    this.#touchedCount = plans.map(() => 0);
    let driver = 0;
    plans.forEach((plan, g) => {
      if (plan.entryCount < plans[driver]!.entryCount) driver = g;
    });
    this.#driver = driver;
    const groups = request.parsed.groups;
    this.#contributions = groups.map(groupContributions);
    this.#heap = new TopK(Math.max(0, request.take));
    this.#from = periodStart(request.filter.period, request.now);
    this.#typeCode = request.filter.channelType
      ? CHANNEL_TYPE_CODES.indexOf(request.filter.channelType as (typeof CHANNEL_TYPE_CODES)[number])
      : -1;
    this.#firstWord = groups[0]!.chosung ? null : groups[0]!.word;
    this.#phrase = request.parsed.phrase;
    this.#phraseHash = this.#phrase ? titleHash(this.#phrase) : 0;
    this.#countCap = request.countLimit + 1;
    this.#slotMasks = new Uint8Array(plans.length);
  }

  run(): QueryResult {
    const index = this.#index;
    const tiered = this.#request.sort === 'relevance' && this.#phrase !== null;
    // Marked before anything is scored, so every pass (and the delta) gives literal matches their bonus.
    if (tiered && this.#plans.length > 1) this.#markLiteral();
    if (index.docs.count > index.sortedCount) this.#scanDelta();
    if (tiered) {
      if (this.#plans.length > 1) this.#markMembers();
      this.#flagTokens(true);
      this.#exactTitles();
      this.#titleStarts();
      this.#titleTier();
      this.#literalPass();
      this.#flagTokens(false);
    }
    this.#maxText = this.#blockBound(tiered);
    for (let b = 0; b < index.bounds.count; b += 1) {
      if (this.#canStop(b)) break;
      this.#scanBlock(b);
    }
    const { done, doneList, member, memberList, literal, literalList } = this.#scratch;
    for (let i = 0; i < this.#doneCount; i += 1) done[doneList[i]!] = 0;
    for (let i = 0; i < this.#memberCount; i += 1) member[memberList[i]!] = 0;
    for (let i = 0; i < this.#literalCount; i += 1) literal[literalList[i]!] = 0;
    const sortByScore = this.#request.sort === 'relevance';
    const hits = this.#heap.sorted().map(({ slot, key }) => ({ id: index.docs.dbId[slot]!, score: sortByScore ? key : null }));
    return {
      hits,
      total: this.#total,
      capped: this.#total > this.#request.countLimit,
      unfiltered: this.#unfiltered,
      read: { blocks: this.#blocks, entries: this.#entries },
    };
  }

  /**
   * The best text score of a document the block reader meets. After the title passes, such a document
   * lacks some word in its title (no exact-title or phrase bonus, no title points for that word) and
   * does not start with the first word (every such title was read or cannot reach the heap).
   */
  #blockBound(tiered: boolean): number {
    const full = this.#plans.map((plan, g) => this.#contributions[g]![plan.fieldUnion]!);
    const sum = full.reduce((a, b) => a + b, 0);
    if (!tiered) {
      return (
        sum +
        (this.#firstWord ? WEIGHTS.start : 0) +
        (this.#plans.length > 1 && this.#phrase ? WEIGHTS.phrase + WEIGHTS.literal + WEIGHTS.exact : 0)
      );
    }
    let best = 0;
    this.#plans.forEach((plan, g) => {
      const withoutTitle = this.#contributions[g]![plan.fieldUnion & ~FIELD.title]!;
      best = Math.max(best, sum - full[g]! + withoutTitle);
    });
    return best;
  }

  #canStop(block: number): boolean {
    if (this.#total < this.#countCap || !this.#heap.full) return false;
    const bounds = this.#index.bounds;
    const best =
      this.#request.sort === 'relevance'
        ? this.#maxText + bounds.rank[block]!
        : this.#request.sort === 'view_count'
          ? bounds.views[block]!
          : this.#request.sort === 'like_count'
            ? bounds.likes[block]!
            : bounds.uploadMs[block]!;
    return best < this.#heap.floor;
  }

  /**
   * Marks which groups each document holds (any field), so the title passes of a query of several words
   * look only at documents that match it: a title starting with the first word, or holding one word,
   * is mostly a document without the other (소방관… for 소방관 훈련), and would otherwise keep the
   * passes reading while the heap is not yet full.
   */
  #markMembers(): void {
    const { member, memberList } = this.#scratch;
    const { offsets, entries } = this.#index.postings;
    const postings = this.#index.postings;
    let count = 0;
    let assumed = 0;
    this.#plans.forEach((plan, g) => {
      const bit = 1 << g;
      // A very common word costs more to mark than it saves: its bit is taken as set.
      if (plan.entryCount > MEMBER_MARK_MAX_ENTRIES) {
        assumed |= bit;
        return;
      }
      for (let j = 0; j < plan.tokens.length; j += 1) {
        const token = plan.tokens[j]!;
        const last = offsets[token + 1] ?? 0;
        for (let i = offsets[token] ?? 0; i < last; i += 1) {
          const slot = entries[i]! >>> FIELD_BITS;
          const before = member[slot]!;
          if (before === 0) memberList[count++] = slot;
          member[slot] = before | bit;
        }
        const delta = postings.deltaOf(token);
        if (!delta) continue;
        for (const entry of delta) {
          const slot = entry >>> FIELD_BITS;
          const before = member[slot]!;
          if (before === 0) memberList[count++] = slot;
          member[slot] = before | bit;
        }
      }
    });
    if (assumed === (1 << this.#plans.length) - 1) return;
    this.#memberAssumed = assumed;
    this.#memberCount = count;
  }

  /** Whether a document holds every group (always true when no marks were made). */
  #matchesAll(slot: number): boolean {
    return this.#memberCount < 0 || (this.#scratch.member[slot]! | this.#memberAssumed) === (1 << this.#plans.length) - 1;
  }

  /** Marks (or clears) in the token flags which group holds each token, as its word or a related term. */
  #flagTokens(on: boolean): void {
    const flags = this.#scratch.tokenFlags;
    this.#plans.forEach((plan, g) => {
      for (let j = 0; j < plan.tokens.length; j += 1) {
        const token = plan.tokens[j]!;
        flags[token] = on ? flags[token]! | ((plan.shifts[j] === 0 ? 1 : 2) << (2 * g)) : 0;
      }
    });
  }

  /** Titles equal to the searched words (found by their first characters and hash), scored first. */
  #exactTitles(): void {
    const phrase = this.#phrase!;
    const docs = this.#index.docs;
    for (const slot of this.#index.titles.startingLike(phrase)) {
      if (docs.titleHash[slot] === this.#phraseHash && this.#matchesAll(slot) && docs.titleEquals(slot, phrase)) this.#scoreDirect(slot);
    }
  }

  /** Best text score for the given bonuses (each group capped by the fields its tokens occur in). */
  #fullText(start: boolean, phrase: boolean): number {
    return (
      this.#plans.reduce((sum, plan, g) => sum + this.#contributions[g]![plan.fieldUnion]!, 0) +
      (start && this.#firstWord ? WEIGHTS.start : 0) +
      (phrase && this.#plans.length > 1 ? WEIGHTS.phrase + WEIGHTS.literal : 0)
    );
  }

  /**
   * Marks the documents a field of which holds the searched words written together (119안전 in a description, a
   * channel name or a tag: a token containing the phrase), and keeps each such token's loaded slots for the pass.
   */
  #markLiteral(): void {
    const { literal, literalList } = this.#scratch;
    const { offsets, entries } = this.#index.postings;
    const postings = this.#index.postings;
    let count = 0;
    for (const token of this.#index.terms.containing(this.#phrase!)) {
      const from = offsets[token] ?? 0;
      const to = offsets[token + 1] ?? from;
      const slots = new Uint32Array(to - from);
      for (let i = from; i < to; i += 1) {
        const slot = entries[i]! >>> FIELD_BITS;
        slots[i - from] = slot;
        if (literal[slot] === 0) literalList[count++] = slot;
        literal[slot] = 1;
      }
      if (slots.length > 0) this.#literalLists.push(slots);
      for (const entry of postings.deltaOf(token) ?? []) {
        const slot = entry >>> FIELD_BITS;
        if (literal[slot] === 0) literalList[count++] = slot;
        literal[slot] = 1;
      }
    }
    this.#literalCount = count;
  }

  /**
   * The literal matches the title passes did not reach: each lacks some word in its title and does not start with
   * the first word (those were offered above, literal ones first), so the block reader's bound plus the literal bonus
   * caps them. Best rank first until that cannot reach the heap (those left are counted by the block reader and cannot
   * place); added documents were scored with the delta. A common phrase (안전교육 is a tag of 11,000 videos) has
   * more matches than are worth reading whole, so each is first bounded from its title (written without spaces):
   * a word it does not hold earns no title points.
   */
  #literalPass(): void {
    if (this.#literalLists.length === 0) return;
    const slots = new MergedSlots(this.#literalLists);
    const docs = this.#index.docs;
    const staticRank = docs.staticRank;
    const heap = this.#heap;
    const done = this.#scratch.done;
    const words = this.#request.parsed.groups.map((group) => group.word);
    const full = this.#plans.map((plan, g) => this.#contributions[g]![plan.fieldUnion]!);
    const withoutTitle = this.#plans.map((plan, g) => this.#contributions[g]![plan.fieldUnion & ~FIELD.title]!);
    const bonus = WEIGHTS.phrase + WEIGHTS.literal;
    const best = this.#blockBound(true) + bonus;
    for (;;) {
      const slot = slots.next();
      if (slot < 0) return;
      const rank = staticRank[slot]!;
      if (heap.full && best + rank < heap.floor) return;
      if (done[slot] || !this.#matchesAll(slot)) continue;
      if (heap.full) {
        let bound = rank + bonus;
        for (let g = 0; g < words.length; g += 1) bound += docs.titleIncludes(slot, words[g]!) ? full[g]! : withoutTitle[g]!;
        if (bound < heap.floor) continue;
      }
      this.#scoreDirect(slot);
    }
  }

  /**
   * Scores `slots` (ascending: best rank first) that `take` accepts, until even `best` above a slot's
   * static rank cannot reach the heap's floor — the rest never can, as the floor only rises.
   */
  #scoreInRankOrder(slots: Uint32Array | MergedSlots, best: number, take: (slot: number) => boolean): void {
    const staticRank = this.#index.docs.staticRank;
    const heap = this.#heap;
    const done = this.#scratch.done;
    const list = slots instanceof MergedSlots ? null : slots;
    for (let i = 0; ; i += 1) {
      const slot = list ? (i < list.length ? list[i]! : -1) : (slots as MergedSlots).next();
      if (slot < 0) return;
      if (heap.full && best + staticRank[slot]! < heap.floor) return;
      if (!done[slot] && this.#matchesAll(slot) && take(slot)) this.#scoreDirect(slot);
    }
  }

  /** Titles starting with the first word (found by their first characters), best rank first. */
  #titleStarts(): void {
    const word = this.#firstWord;
    if (!word) return;
    const docs = this.#index.docs;
    const list = this.#index.titles.startingLike(word);
    const phrase = this.#phrase;
    if (this.#plans.length > 1 && phrase) {
      // Those with the words written together first: the rest can gain no phrase bonus, so stop sooner.
      const literal = this.#scratch.literal;
      this.#scoreInRankOrder(
        list,
        this.#fullText(true, true),
        (slot) => docs.titleStartsWith(slot, word) && (literal[slot] === 1 || docs.titleIncludes(slot, phrase)),
      );
      this.#scoreInRankOrder(list, this.#fullText(true, false), (slot) => docs.titleStartsWith(slot, word));
      return;
    }
    this.#scoreInRankOrder(list, this.#fullText(true, true), (slot) => docs.titleStartsWith(slot, word));
  }

  /**
   * Documents with every word in the title, best rank first: those with the words written together
   * (phrase) first, then the rest, each pass stopping when its best possible score falls behind. The
   * candidates are the title lists of one word (the one in fewest titles), merged in rank order.
   */
  #titleTier(): void {
    const titles = this.#index.titles;
    let lists: Uint32Array[] = [];
    let size = Infinity;
    for (const plan of this.#plans) {
      const own: Uint32Array[] = [];
      let n = 0;
      for (let j = 0; j < plan.tokens.length; j += 1) {
        if (plan.shifts[j] !== 0) continue;
        const list = titles.slotsWithToken(plan.tokens[j]!);
        own.push(list);
        n += list.length;
      }
      if (n < size) {
        size = n;
        lists = own;
      }
    }
    const docs = this.#index.docs;
    const phrase = this.#phrase!;
    const inTitle = (slot: number) => this.#readMasks(slot) && this.#slotMasks.every((mask) => (mask & FIELD.title) !== 0);
    if (this.#plans.length > 1) {
      const literal = this.#scratch.literal;
      this.#scoreInRankOrder(
        new MergedSlots(lists),
        this.#fullText(false, true),
        (slot) => (literal[slot] === 1 || docs.titleIncludes(slot, phrase)) && inTitle(slot),
      );
    }
    this.#scoreInRankOrder(new MergedSlots(lists), this.#fullText(false, false), inTitle);
  }

  /** Scores one loaded document (its masks already read), which the block reader then skips. */
  #scoreDirect(slot: number): void {
    if (this.#maskedSlot !== slot) this.#readMasks(slot);
    const { done, doneList } = this.#scratch;
    done[slot] = 1;
    doneList[this.#doneCount++] = slot;
    this.#consider(slot);
  }

  /** A loaded document's masks per group from the forward index, into #slotMasks. */
  #readMasks(slot: number): boolean {
    const { offsets, entries } = this.#index.forward;
    const flags = this.#scratch.tokenFlags;
    const masks = this.#slotMasks;
    masks.fill(0);
    for (let i = offsets[slot]!; i < offsets[slot + 1]!; i += 1) {
      const entry = entries[i]!;
      const flag = flags[entry >>> FIELD_BITS]!;
      if (flag === 0) continue;
      const fields = entry & 15;
      for (let g = 0; g < masks.length; g += 1) {
        const bits = (flag >> (2 * g)) & 3;
        if (bits & 1) masks[g]! |= fields;
        else if (bits & 2) masks[g]! |= fields << 4;
      }
    }
    this.#maskedSlot = slot;
    return true;
  }

  #scanDelta(): void {
    const postings = this.#index.postings;
    for (let g = 0; g < this.#plans.length; g += 1) {
      const plan = this.#plans[g]!;
      const masks = this.#scratch.masks[g]!;
      const touched = this.#scratch.touched[g]!;
      let count = this.#touchedCount[g]!;
      for (let j = 0; j < plan.tokens.length; j += 1) {
        const list = postings.deltaOf(plan.tokens[j]!);
        if (!list) continue;
        const shift = plan.shifts[j]!;
        for (const entry of list) {
          const slot = entry >>> FIELD_BITS;
          const before = masks[slot]!;
          if (before === 0) touched[count++] = slot;
          masks[slot] = before | ((entry & 15) << shift);
        }
      }
      this.#touchedCount[g] = count;
    }
    this.#evaluate();
  }

  /** Reads block b of every token (each token's cursor moves on). */
  #scanBlock(block: number): void {
    const start = block * this.#index.blockSize;
    const end = Math.min(this.#index.sortedCount, start + this.#index.blockSize);
    const { offsets, entries } = this.#index.postings;
    const startKey = start << FIELD_BITS;
    const endKey = end << FIELD_BITS;
    this.#blocks += 1;
    // The hot loop: every posting entry of the block, OR-ed into its group's masks.
    for (let g = 0; g < this.#plans.length; g += 1) {
      const plan = this.#plans[g]!;
      const masks = this.#scratch.masks[g]!;
      const touched = this.#scratch.touched[g]!;
      let count = this.#touchedCount[g]!;
      const tokens = plan.tokens;
      const cursors = plan.cursors;
      for (let j = 0; j < tokens.length; j += 1) {
        const token = tokens[j]!;
        const last = offsets[token + 1] ?? 0;
        let at = cursors[j]!;
        if (at < last && entries[at]! < startKey) at = lowerBound(entries, at, last, start);
        const shift = plan.shifts[j]!;
        const from = at;
        while (at < last) {
          const entry = entries[at]!;
          if (entry >= endKey) break;
          const slot = entry >>> FIELD_BITS;
          const before = masks[slot]!;
          if (before === 0) touched[count++] = slot;
          masks[slot] = before | ((entry & 15) << shift);
          at += 1;
        }
        this.#entries += at - from;
        cursors[j] = at;
      }
      this.#touchedCount[g] = count;
    }
    this.#evaluate();
  }

  /** Considers the slots marked since the last call (the driver's), then clears the marks. */
  #evaluate(): void {
    const groups = this.#plans.length;
    const masks = this.#scratch.masks;
    const slotMasks = this.#slotMasks;
    const done = this.#scratch.done;
    const driverTouched = this.#scratch.touched[this.#driver]!;
    const driverCount = this.#touchedCount[this.#driver]!;
    for (let i = 0; i < driverCount; i += 1) {
      const slot = driverTouched[i]!;
      if (done[slot]) continue;
      for (let k = 0; k < groups; k += 1) slotMasks[k] = masks[k]![slot]!;
      this.#maskedSlot = -1;
      this.#consider(slot);
    }
    for (let k = 0; k < groups; k += 1) {
      const m = masks[k]!;
      const t = this.#scratch.touched[k]!;
      const n = this.#touchedCount[k]!;
      for (let i = 0; i < n; i += 1) m[t[i]!] = 0;
      this.#touchedCount[k] = 0;
    }
  }

  /** A document with its masks in #slotMasks: matched, filtered, counted, scored and offered. */
  #consider(slot: number): void {
    const docs = this.#index.docs;
    const masks = this.#slotMasks;
    const groups = masks.length;
    if (docs.alive[slot] === 0) return;
    for (let k = 0; k < groups; k += 1) if (masks[k] === 0) return;
    this.#unfiltered += 1;
    const { filter, sort } = this.#request;
    if (docs.uploadMs[slot]! < this.#from) return;
    if (this.#typeCode >= 0 && docs.channelType[slot] !== this.#typeCode) return;
    if (docs.views[slot]! < (filter.minViews ?? 0)) return;
    if (filter.shorts && (docs.isShort[slot] === 1) !== (filter.shorts === 'only')) return;
    if (filter.duration && !durationFits(filter.duration, docs.duration[slot]!)) return;
    this.#total += 1;
    const heap = this.#heap;
    const id = docs.dbId[slot]!;
    if (sort !== 'relevance') {
      heap.offer(slot, sort === 'view_count' ? docs.views[slot]! : sort === 'like_count' ? docs.likes[slot]! : docs.uploadMs[slot]!, 0, id);
      return;
    }
    const rank = docs.staticRank[slot]!;
    let score = rank;
    let wordsInTitle = true;
    for (let k = 0; k < groups; k += 1) {
      const mask = masks[k]!;
      score += this.#contributions[k]![mask]!;
      if (!(mask & FIELD.title)) wordsInTitle = false;
    }
    const firstWord = this.#firstWord;
    if (firstWord && masks[0]! & FIELD.title && docs.titleStartsWith(slot, firstWord)) score += WEIGHTS.start;
    // Exact title and phrase need every word in the title (as words, then written together); a field holding the
    // words written together (a marked literal match) earns the phrase bonus too.
    const phrase = this.#phrase;
    if (phrase && wordsInTitle && docs.titleHash[slot] === this.#phraseHash && docs.titleEquals(slot, phrase)) score += WEIGHTS.exact;
    if (
      phrase &&
      groups > 1 &&
      score + WEIGHTS.phrase + WEIGHTS.literal >= heap.floor &&
      (this.#scratch.literal[slot] === 1 || (wordsInTitle && docs.titleIncludes(slot, phrase)))
    ) {
      score += WEIGHTS.phrase + WEIGHTS.literal;
    }
    if (score < heap.floor) return;
    heap.offer(slot, score, rank, id);
  }
}
