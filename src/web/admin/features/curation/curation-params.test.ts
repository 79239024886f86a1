import { describe, expect, it } from 'vitest';
import { bulkSummary, confidenceView, curationHref, readPage, readSort, readState, josaRo, sortOptions } from './curation-params.ts';

describe('curation URL state', () => {
  it('reads state and page, falling back to pending and 1', () => {
    expect(readState(new URLSearchParams('state=approved'))).toBe('approved');
    expect(readState(new URLSearchParams('state=nope'))).toBe('pending');
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-1'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('keeps the order in the URL: confidence by default while waiting, the newest decision after', () => {
    expect(readSort(new URLSearchParams(''), 'pending')).toBe('confidence');
    expect(readSort(new URLSearchParams('sort=upload_date'), 'pending')).toBe('upload_date');
    expect(readSort(new URLSearchParams('sort=decided'), 'pending')).toBe('confidence');
    expect(readSort(new URLSearchParams('sort=nope'), 'approved')).toBe('decided');
    expect(sortOptions('pending').map((o) => o.label)).toEqual(['확신도 높은 순', '확신도 낮은 순', '최근 업로드 순', '최근 추가 순']);
    expect(sortOptions('rejected')[0]).toEqual({ value: 'decided', label: '최근 처리 순' });
    for (const sort of ['confidence', 'confidence_asc', 'upload_date', 'newest'] as const) {
      const href = curationHref('pending', 2, sort);
      expect(readSort(new URL(href, 'http://x').searchParams, 'pending')).toBe(sort);
    }
    expect(curationHref('pending', 1, 'confidence')).toBe('/119sys-ctrl/curation');
    expect(curationHref('pending', 1, 'newest')).toBe('/119sys-ctrl/curation?sort=newest');
  });

  it('writes short links', () => {
    expect(curationHref('pending')).toBe('/119sys-ctrl/curation');
    expect(curationHref('rejected', 2)).toBe('/119sys-ctrl/curation?state=rejected&page=2');
  });
});

describe('confidenceView', () => {
  it.each([
    [0.9, 90, '높음'],
    [0.75, 75, '높음'],
    [0.748, 74, '보통'],
    [0.6, 60, '보통'],
    [0.2, 20, '낮음'],
    [0, 0, '낮음'],
  ] as const)('%s → %s%% %s', (value, percent, label) => {
    expect(confidenceView(value)).toEqual({ percent, label });
  });
});

describe('bulkSummary', () => {
  it('says what was done and why the rest was not', () => {
    expect(bulkSummary('approve', 3, [])).toBe('3개를 승인했습니다.');
    expect(bulkSummary('reject', 1, [{ message: '이미 승인된 항목입니다.' }, { message: '이미 승인된 항목입니다.' }])).toBe(
      '1개를 거절했습니다. 2개는 처리하지 못했습니다: 이미 승인된 항목입니다.',
    );
  });
});

describe('josaRo', () => {
  it.each([
    ['소화기', '소화기로'],
    ['심폐소생술', '심폐소생술로'],
    ['안전 점검', '안전 점검으로'],
    ['119 신고', '119 신고로'],
    ['CPR', 'CPR(으)로'],
  ])('%s → %s', (word, expected) => {
    expect(`${word}${josaRo(word)}`).toBe(expected);
  });
});
