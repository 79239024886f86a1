import { describe, expect, it } from 'vitest';
import {
  AUDIT_FILTERS,
  EVENT_FILTERS,
  filtersHref,
  kstDayBoundary,
  readFilters,
  readPage,
  readTab,
  toApiQuery,
} from './security-params.ts';

const p = (text: string) => new URLSearchParams(text);

describe('security page params', () => {
  it('reads the tab, page and filters from the URL', () => {
    expect(readTab(p('tab=audit'))).toBe('audit');
    expect(readTab(p('tab=x'))).toBe('events');
    expect(readPage(p('page=3'))).toBe(3);
    expect(readPage(p('page=-1'))).toBe(1);
    expect(readFilters(p('type=login_failed&email=%20a@b.kr%20'), EVENT_FILTERS)).toEqual({
      type: 'login_failed',
      severity: '',
      email: 'a@b.kr',
      address: '',
      from: '',
      to: '',
    });
    expect(readFilters(p('action=user.create'), AUDIT_FILTERS).action).toBe('user.create');
  });

  it('turns Korean calendar days into ISO instants and drops bad values', () => {
    expect(kstDayBoundary('2025-03-01', false)).toBe('2025-03-01T00:00:00.000+09:00');
    expect(kstDayBoundary('2025-03-01', true)).toBe('2025-03-01T23:59:59.999+09:00');
    expect(kstDayBoundary('2025-13-45', false)).toBeUndefined();
    expect(toApiQuery({ type: 'nope', severity: 'high', email: 'a@b.kr', from: '2025-03-01', to: '' }, 2)).toEqual({
      page: 2,
      limit: 20,
      type: undefined,
      severity: 'high',
      email: 'a@b.kr',
      from: '2025-03-01T00:00:00.000+09:00',
    });
  });

  it('builds links that keep the tab and omit empty filters and page 1', () => {
    expect(filtersHref('audit', { action: 'user.create', actorEmail: '' }, 2)).toBe('?tab=audit&action=user.create&page=2');
    expect(filtersHref('events', { type: '' })).toBe('?');
  });
});
