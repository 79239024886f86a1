import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchQuery, type ParsedQuery } from '../../../../shared/search/query.ts';
import { normalizeSearchText } from '../../../../shared/search/text.ts';
import { CatalogueIndex, compactTitle, type IndexRow } from './catalogue-index.ts';
import { periodStart, runQuery, type SearchFilter, type SearchSort } from './query-engine.ts';
import { WEIGHTS } from './ranking.ts';

// The index against a brute-force reading of the same rows: substring matching per field, the
// filters, R-SEARCH-04 scores, the early stop and later additions/removals must all agree.
const WORDS = [
  '소방',
  '소방관이',
  '화재',
  '화재로',
  '소화기',
  '소화기로',
  '사용법',
  '대피',
  '지진',
  '안전교육',
  'fire',
  'cpr',
  '119',
  '구조',
  // The searched words written together inside one token (literal phrase matches, issue 27).
  '소방화재',
  '[소방화재]',
  'fire119',
  '소화기사용법',
];
const NOW = new Date('2026-11-23T00:00:00Z');

const rowArb = (id: number) =>
  fc
    .record({
      title: fc.array(fc.constantFrom(...WORDS, '[소방서]', '영상'), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
      channel_name: fc.constantFrom('서울소방', '소방TV', 'Fire Channel', ''),
      tags: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
      description: fc.array(fc.constantFrom(...WORDS, '드립니다.'), { maxLength: 5 }).map((w) => w.join(' ')),
      static_rank: fc.integer({ min: 0, max: 40 }).map((n) => Math.fround(n / 2)),
      view_count: fc.integer({ min: 0, max: 1_000_000 }),
      like_count: fc.integer({ min: 0, max: 10_000 }),
      duration: fc.option(fc.integer({ min: 10, max: 3000 }), { nil: null }),
      channel_type: fc.constantFrom('fire_dept', 'domestic', null),
      days: fc.integer({ min: 0, max: 800 }),
    })
    .map((r): IndexRow => ({ ...r, id, upload_date: new Date(NOW.getTime() - r.days * 86_400_000) }));

function bruteForce(rows: IndexRow[], parsed: ParsedQuery, filter: SearchFilter, sort: SearchSort) {
  const from = periodStart(filter.period, NOW);
  const hits: Array<{ id: number; key: number; rank: number }> = [];
  for (const row of rows) {
    const fields = [row.title, row.channel_name, (row.tags ?? []).join(' '), row.description].map((t) => normalizeSearchText(t));
    let score = row.static_rank;
    let all = true;
    let wordsInTitle = true;
    // A field token holding the searched words written together.
    const literal =
      parsed.phrase !== null &&
      parsed.groups.length > 1 &&
      fields.some((f) => f.split(' ').some((token) => token.includes(parsed.phrase!)));
    for (const group of parsed.groups) {
      const terms = group.chosung ? [] : [group.word];
      const hit = (text: string, list: string[]) => list.some((term) => text.includes(term));
      if (!fields.some((f) => hit(f, terms) || hit(f, group.related))) all = false;
      let points = 0;
      [WEIGHTS.title, WEIGHTS.channel, WEIGHTS.tags, WEIGHTS.description].forEach((weight, f) => {
        if (hit(fields[f]!, terms)) points += weight * group.weight;
        else if (hit(fields[f]!, group.related)) points += weight * 0.5 * group.weight;
      });
      score += points;
      if (!hit(fields[0]!, terms)) wordsInTitle = false;
    }
    if (!all) continue;
    if (new Date(row.upload_date).getTime() < from) continue;
    if (filter.channelType && row.channel_type !== filter.channelType) continue;
    if (filter.minViews && row.view_count < filter.minViews) continue;
    const title = compactTitle(row.title);
    const first = parsed.groups[0]!;
    if (!first.chosung && normalizeSearchText(row.title).includes(first.word) && title.startsWith(first.word)) score += WEIGHTS.start;
    if (parsed.phrase && wordsInTitle && title === parsed.phrase) score += WEIGHTS.exact;
    if (parsed.phrase && parsed.groups.length > 1 && (literal || (wordsInTitle && title.includes(parsed.phrase))))
      score += WEIGHTS.phrase + WEIGHTS.literal;
    const key =
      sort === 'relevance'
        ? score
        : sort === 'view_count'
          ? row.view_count
          : sort === 'like_count'
            ? row.like_count
            : new Date(row.upload_date).getTime();
    hits.push({ id: row.id, key, rank: sort === 'relevance' ? row.static_rank : 0 });
  }
  hits.sort((a, b) => b.key - a.key || b.rank - a.rank || b.id - a.id);
  return hits;
}

/** Small blocks, so a few hundred rows span many and the early stop is exercised. */
function buildIndex(rows: IndexRow[], blockSize = 16): CatalogueIndex {
  const index = new CatalogueIndex({ blockSize });
  const ordered = [...rows].sort((a, b) => b.static_rank - a.static_rank || b.id - a.id);
  for (const row of ordered) index.load(row);
  index.finishLoad();
  return index;
}

const queryArb = fc.tuple(
  fc.constantFrom(...WORDS, '소방 화재', '소화기 사용법', '화재 대피', 'fire 119', '소방관', '쀍쀍'),
  fc.constantFrom(undefined, 'month', 'year' as const),
  fc.constantFrom(undefined, 'fire_dept'),
  fc.constantFrom(undefined, 1000),
  fc.constantFrom('relevance', 'view_count', 'like_count', 'upload_date') as fc.Arbitrary<SearchSort>,
);

describe('the index answers exactly what a brute-force scan answers', () => {
  it('matches, filters, scores and orders every query like the scan (loaded and later-added rows)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rowArb(i + 1)))),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), fc.boolean()), { maxLength: 30 }),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        (rows, changes, queries) => {
          const index = buildIndex(rows);
          const live = new Map(rows.map((row) => [row.id, row]));
          // Later changes: some rows edited (re-added with a new rank), some removed.
          for (const [id, keep] of changes) {
            const row = live.get(id);
            if (!row) continue;
            if (keep) {
              const edited = { ...row, static_rank: Math.fround(row.static_rank + 7.5), title: `${row.title} 소화기` };
              index.upsert(edited);
              live.set(id, edited);
            } else {
              index.remove(id);
              live.delete(id);
            }
          }
          for (const [q, period, channelType, minViews, sort] of queries) {
            const parsed = parseSearchQuery(q);
            const filter = { period, channelType, minViews };
            const expected = bruteForce([...live.values()], parsed, filter, sort);
            const all = runQuery(index, { parsed, filter, sort, take: 10_000, countLimit: Infinity, now: NOW });
            expect(all.total).toBe(expected.length);
            expect(all.hits.map((h) => h.id)).toEqual(expected.map((h) => h.id));
            if (sort === 'relevance') all.hits.forEach((h, i) => expect(h.score).toBeCloseTo(expected[i]!.key, 6));
            // The early stop: the first 7 with counting capped at 5 are the same 7.
            const early = runQuery(index, { parsed, filter, sort, take: 7, countLimit: 5, now: NOW });
            expect(early.hits.map((h) => h.id)).toEqual(expected.slice(0, 7).map((h) => h.id));
            expect(early.capped).toBe(expected.length > 5);
            if (!early.capped) expect(early.total).toBe(expected.length);
          }
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
  });

  // Well-known videos (high static rank) against one unknown video whose text earns more: the early
  // stop of each pass must not skip it. Each case is built so that a bound a few points too low fails.
  const row = (id: number, title: string, rank: number, more: Partial<IndexRow> = {}): IndexRow => ({
    id,
    title,
    channel_name: '채널',
    tags: [],
    description: '화재',
    static_rank: Math.fround(rank),
    upload_date: NOW,
    duration: 60,
    view_count: id,
    like_count: 0,
    channel_type: null,
    ...more,
  });
  const everywhere = { channel_name: '소방 화재 채널', tags: ['소방', '화재'], description: '소방 화재' };
  const cases: Array<[string, string, IndexRow[]]> = [
    [
      'title start',
      '소방',
      [
        ...Array.from({ length: 40 }, (_, i) => row(i + 1, '소방 영상', 10 - i / 20)),
        row(500, '소방 이야기', 0, { tags: ['소방'], description: '소방' }),
      ],
    ],
    [
      'phrase',
      '소방 화재',
      [
        ...Array.from({ length: 40 }, (_, i) => row(i + 1, '영상 소방 화재', 12 - i / 20)),
        row(501, '오늘 소방 화재 이야기', 0, everywhere),
      ],
    ],
    [
      'every word in the title',
      '소방 화재',
      [
        ...Array.from({ length: 40 }, (_, i) => row(i + 1, '영상 화재 소방', 12 - i / 20)),
        row(501, '오늘 화재 소방 이야기', 0, everywhere),
      ],
    ],
    [
      'the words written together in the description only (literal pass)',
      '소방 화재',
      [
        ...Array.from({ length: 40 }, (_, i) => row(i + 1, '소방 영상 화재', 12 - i / 20, everywhere)),
        row(503, '오늘 이야기', 0, { description: '출동 소방화재 현장' }),
      ],
    ],
    [
      'a word missing from the title (block reader)',
      '소방 화재',
      [
        ...Array.from({ length: 40 }, (_, i) => row(i + 1, '영상 소방', 8 - i / 20, { channel_name: '소방 화재 채널', tags: ['소방'] })),
        row(502, '오늘 소방 이야기', 0.5, everywhere),
      ],
    ],
  ];
  it.each(cases)('reads %s matches so that a low-ranked better one is never skipped', (_, q, rows) => {
    const index = buildIndex(rows, 4);
    const parsed = parseSearchQuery(q);
    const expected = bruteForce(rows, parsed, {}, 'relevance').slice(0, 3);
    expect(expected[0]!.id).toBeGreaterThanOrEqual(500);
    const early = runQuery(index, { parsed, filter: {}, sort: 'relevance', take: 3, countLimit: 2, now: NOW });
    expect(early.hits.map((h) => h.id)).toEqual(expected.map((h) => h.id));
  });

  it('finds a video by its id after the load and after an update, and forgets removed ones', () => {
    const rows = Array.from({ length: 3000 }, (_, i): IndexRow => ({
      id: (i + 1) * 3,
      title: `영상 ${i}`,
      channel_name: '채널',
      tags: [],
      description: '',
      static_rank: Math.fround((i % 97) / 3),
      upload_date: NOW,
      duration: 60,
      view_count: i,
      like_count: 0,
      channel_type: null,
    }));
    const index = buildIndex(rows);
    expect(index.slotOf(3)).toBeGreaterThanOrEqual(0);
    expect(index.slotOf(4)).toBe(-1);
    index.upsert({ ...rows[0]!, title: '새 제목' });
    expect(index.docs.count).toBe(3001);
    expect(index.liveCount).toBe(3000);
    expect(index.slotOf(3)).toBe(3000);
    index.remove(3);
    expect(index.slotOf(3)).toBe(-1);
    expect(index.liveCount).toBe(2999);
  });
});
