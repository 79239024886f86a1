import { describe, expect, it } from 'vitest';
import { apiUrl } from './transport.ts';

describe('api client', () => {
  it('builds URLs without empty parameters and joins lists', () => {
    expect(apiUrl('/videos', { page: 2, q: undefined, empty: '', ids: ['a', 'b'], none: [] })).toBe('/api/videos?page=2&ids=a%2Cb');
    expect(apiUrl('/health')).toBe('/api/health');
  });
});
