import { describe, expect, it } from 'vitest';
import { counterEntries, describeScope, detailPhrases, percent, timeUntil } from './sync-labels.ts';
import { rowsToParams, newRow } from './components/ParamRows.tsx';

describe('sync labels', () => {
  it('names counters in Korean in their order, and never shows a raw counter name', () => {
    expect(counterEntries({ zeta: 1, failedChannels: 2, inserted: 1234 })).toEqual([
      ['inserted', '새 영상', '1,234'],
      ['failedChannels', '실패한 채널', '2'],
    ]);
    // The wizard's and the channel import's counters (issue 25: the cards showed "changed", "imported", "exists").
    expect(counterEntries({ changed: 3, skipped: 1, failed: 2 }).map(([, label]) => label)).toEqual(['바꾼 영상', '건너뛴 영상', '실패']);
    expect(counterEntries({ imported: 5, exists: 1, duplicates: 1, notFound: 1, restricted: 2 }).map(([, label]) => label)).toEqual([
      '재생이 제한된 영상',
      '등록한 채널',
      '이미 등록된 채널',
      '목록 안의 중복',
      '찾지 못한 채널',
    ]);
  });

  it('describes what a job covers', () => {
    expect(describeScope('incremental', {})).toBe('모든 자동 동기화 채널');
    expect(describeScope('full', { channelIds: ['UC1', 'UC2'] })).toBe('채널 2곳');
    expect(describeScope('keyword', { keywordSlug: '소화기', pages: 2 })).toBe('키워드 소화기 · 2쪽');
    expect(describeScope('statistics', { maxBatches: 3 })).toBe('모든 공개 영상');
  });

  it('turns item details into phrases, leaving the channel name out', () => {
    expect(detailPhrases({ channel: '서울소방', source: 'rss', listed: 15, new: 3 })).toEqual(['출처 RSS', '목록의 영상 15', '새 영상 3']);
  });

  it('keeps bars within 0–100 and says how long until the quota resets', () => {
    expect(percent(3, 0)).toBe(0);
    expect(percent(5, 3)).toBe(100);
    expect(percent(1, 3)).toBe(33);
    const now = Date.parse('2026-11-21T09:30:00Z');
    expect(timeUntil('2026-11-22T08:00:00Z', now)).toBe('약 22시간 30분 후');
    expect(timeUntil('2026-11-21T10:30:00Z', now)).toBe('약 1시간 후');
    expect(timeUntil('2026-11-21T09:00:00Z', now)).toBe('');
  });
});

describe('API test parameters', () => {
  it('skips empty rows and refuses bad, duplicate or key names', () => {
    expect(rowsToParams([newRow('part', 'snippet'), newRow('', ''), newRow('id', ' abc ')])).toEqual({
      params: { part: 'snippet', id: 'abc' },
    });
    expect(rowsToParams([newRow('key', 'x')])).toMatchObject({ problem: expect.stringContaining('서버') });
    expect(rowsToParams([newRow('part', 'a'), newRow('part', 'b')])).toMatchObject({ problem: expect.stringContaining('두 번') });
    expect(rowsToParams([newRow('1bad', 'x')])).toMatchObject({ problem: expect.stringContaining('올바르지') });
  });
});
