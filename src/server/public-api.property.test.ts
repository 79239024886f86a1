import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema, SearchSuggestResponseSchema } from '../shared/api/search.ts';
import { createTestApp, SAME_ORIGIN_WRITE, type TestApp } from './test-support/test-app.ts';

// Throws random query strings at every public GET: the answer is never a 5xx, and every
// error is the JSON error envelope.
let t: TestApp;
let keywordSlug: string;
let channelId: string;
let videoId: string;
beforeAll(async () => {
  t = await createTestApp(1_500);
  keywordSlug = (await t.ctx.db.selectFrom('keyword_master').select('slug').where('status', '=', 'active').executeTakeFirstOrThrow()).slug;
  channelId = (await t.ctx.db.selectFrom('channel_master').select('channel_id').executeTakeFirstOrThrow()).channel_id;
  videoId = (await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', 'published').executeTakeFirstOrThrow()).video_id;
});
afterAll(() => t?.close());

const PARAMS = [
  'page',
  'limit',
  'sort',
  'order',
  'period',
  'channel_type',
  'keyword_id',
  'channel_id',
  'excluded_channels',
  'category',
  'search',
  'q',
  'sortBy',
  'viewCount',
  'channelType',
  'duration',
  'channel',
  'viewMode',
];

// Hangul jamo (conjoining U+1100–U+11FF, compatibility U+3131–U+318E) and decomposed (NFD) syllables: search
// normalisation and bigrams must take them without failing (the property test sends jamo).
const jamo = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x1100, max: 0x11ff }).map((c) => String.fromCharCode(c)), maxLength: 12 }),
  fc.string({ unit: fc.integer({ min: 0x3131, max: 0x318e }).map((c) => String.fromCharCode(c)), maxLength: 12 }),
  fc.constantFrom('소방'.normalize('NFD'), '\u1109\u1169', 'ㅅ\u1169ㅂ', '\u11bc\u11bc\u11bc', '화재'.normalize('NFD') + 'ㅎ'),
);

const nasty = fc.oneof(
  jamo,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e9',
    '9007199254740993',
    'NaN',
    '%',
    '%%',
    '_',
    '\\',
    "'",
    '"',
    '∞',
    'ㅅㅎㄱ',
    '소방',
    '__proto__',
    'constructor',
    '\u0000',
    '<script>',
    '1,2,,3',
    'week',
    'all',
    'fire_dept',
    'relevance',
  ),
  fc.integer({ min: -1_000_000, max: 10_000_000 }).map(String),
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 8 })), nasty), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

const pathSegment = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom('..', '%', '0', '-1', ' '),
  jamo,
);

/** Another spelling of the same path: percent-encoded letters (%61 for a), upper case, doubled or trailing slashes, dot segments. */
const spelling = (path: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }),
      fc.constantFrom('as-is', 'upper', 'double-slash', 'trailing-slash', 'dot-segment', 'encoded-slash'),
    )
    .map(([encode, twist]) => {
      const encoded = [...path].map((ch, i) => (encode[i] && /[a-z]/.test(ch) ? `%${ch.charCodeAt(0).toString(16)}` : ch)).join('');
      if (twist === 'upper')
        return encoded.replace(/%([0-9a-f]{2})/g, (_m, hex: string) => `%${hex.toUpperCase()}`).replace('/api/', '/API/');
      if (twist === 'double-slash') return encoded.replace('/api/', '//api//');
      if (twist === 'trailing-slash') return `${encoded}/`;
      if (twist === 'dot-segment') return encoded.replace('/api/', '/api/./');
      if (twist === 'encoded-slash') return encoded.replace(/\/(?=[^/]*$)/, '%2F');
      return encoded;
    });

/** Random JSON, nested up to a few levels, with the odd very deep array among them. */
const nestedBody = fc.oneof(
  fc.jsonValue({ maxDepth: 8 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 100, max: 8_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 100, max: 4_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.integer({ min: 10, max: 2_000 }).map((depth) => `{"email":${'['.repeat(depth)}"a@b.c"${']'.repeat(depth)},"password":"x"}`),
);

describe('every public GET survives random input', () => {
  const routes = () => [
    '/api/health',
    '/api/statistics',
    '/api/videos',
    '/api/videos/popular',
    `/api/videos/${videoId}`,
    '/api/channels',
    '/api/channels/counts',
    '/api/channels/fire-departments',
    '/api/channels/stats',
    `/api/channels/${channelId}`,
    '/api/categories',
    '/api/categories/fire-safety',
    '/api/keywords',
    '/api/keywords/suggest',
    `/api/keywords/${encodeURIComponent(keywordSlug)}`,
    `/api/keywords/${encodeURIComponent(keywordSlug)}/videos`,
    `/api/keywords/${encodeURIComponent(keywordSlug)}/related`,
    `/api/keywords/${encodeURIComponent(keywordSlug)}/export`,
    '/api/search',
    '/api/search/suggest',
  ];

  it('random query strings never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 19 }), queryString, async (index, query) => {
        const url = `${routes()[index]}?${query}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().success, url).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('a NUL character anywhere is a 400 naming the field (PostgreSQL text cannot hold it), on every route', async () => {
    for (const route of routes()) {
      for (const query of ['q=%00', 'search=a%00b', 'page=1%00']) {
        const res = await t.app.inject({ method: 'GET', url: `${route}?${query}` });
        expect(res.statusCode, `${route}?${query}`).toBe(400);
        expect(res.json().error.message).toMatch(/NUL/);
      }
    }
    const path = await t.app.inject({ method: 'GET', url: '/api/keywords/%00abc' });
    expect(path.statusCode).toBe(400);
  });

  it('random path parameters never produce a 5xx', async () => {
    const templates = ['/api/videos/', '/api/channels/', '/api/categories/', '/api/keywords/'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...templates),
        pathSegment,
        fc.constantFrom('', '/videos', '/related', '/export'),
        async (base, segment, suffix) => {
          const url = `${base}${encodeURIComponent(segment)}${base === '/api/keywords/' ? suffix : ''}`;
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('other spellings of every public path (encoded letters, case, slashes, dot segments) never produce a 5xx', async () => {
    const all = routes();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: all.length - 1 }).chain((index) => spelling(all[index]!)),
        queryString,
        async (path, query) => {
          const url = `${path}?${query}`;
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('every route that takes a body survives nested JSON', () => {
  it('random and deeply nested bodies on the anonymous writes (and an admin write without a session) never produce a 5xx', async () => {
    const targets = () => [
      `/api/videos/${videoId}/view`,
      `/api/keywords/${encodeURIComponent(keywordSlug)}/view`,
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/admin/keywords',
      `/%61pi/videos/${videoId}/view`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), nestedBody, async (index, payload) => {
        const url = targets()[index]!;
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...SAME_ORIGIN_WRITE, 'content-type': 'application/json', 'x-forwarded-for': `10.9.${index}.${payload.length % 250}` },
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 60)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) expect(res.json().success).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

// Korean input as people type it: 초성 and vowels alone, syllables, half-composed words, emoji, mixed scripts.
const codePoints = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCodePoint(code));
const koreanInput = fc
  .array(
    fc.oneof(
      codePoints(0x3131, 0x314e), // consonants ㄱ–ㅎ
      codePoints(0x314f, 0x3163), // vowels ㅏ–ㅣ
      codePoints(0xac00, 0xd7a3), // syllables
      codePoints(0x1100, 0x11ff), // conjoining jamo
      fc.constantFrom('🔥', '👩‍🚒', '🧯', ' ', '1', '9', 'a', 'C', 'P', 'R', '%', '_', '·', 'ﾃ', '中'),
    ),
    { minLength: 1, maxLength: 15 },
  )
  .map((chars) => chars.join(''));

describe('search answers any Korean input properly', () => {
  it('never a 5xx; up to 15 characters is a 200 with a reason and hints whenever nothing was found', async () => {
    await fc.assert(
      fc.asyncProperty(koreanInput, async (q) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
        const length = Array.from(q.trim()).length; // zod counts code points
        if (length === 0 || length > 15) {
          expect(res.statusCode, q).toBe(400);
          return;
        }
        expect(res.statusCode, q).toBe(200);
        const body = SearchResponseSchema.parse(res.json());
        if (body.pagination.total === 0) {
          expect(body.data.emptyReason, q).not.toBeNull();
          expect(body.data.nearestKeywords.length, q).toBeGreaterThan(0);
        }
        const suggest = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
        expect(suggest.statusCode, q).toBe(200);
        expect(SearchSuggestResponseSchema.parse(suggest.json()).data.length).toBeLessThanOrEqual(5);
      }),
      { numRuns: 300 },
    );
  });

  it.each(['ㅋㅋ', 'ㅏㅏ', 'ㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋ', '🔥🔥', '소ㅎ', '👩‍🚒 119', 'ㅅㅎㄱ 🔥'])('%s: a proper answer', async (q) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    SearchResponseSchema.parse(res.json());
  });
});
