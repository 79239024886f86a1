import { describe, expect, it } from 'vitest';
import { CSRF_HEADER_VALUE } from '../../shared/api/auth.ts';
import { apiUrl, WRITE_HEADER_VALUE } from './api-client.ts';

describe('api client', () => {
  it('sends the header value the server CSRF rule expects', () => {
    expect(WRITE_HEADER_VALUE).toBe(CSRF_HEADER_VALUE);
  });

  it('builds URLs without empty parameters and joins lists', () => {
    expect(apiUrl('/videos', { page: 2, q: undefined, empty: '', ids: ['a', 'b'], none: [] })).toBe('/api/videos?page=2&ids=a%2Cb');
    expect(apiUrl('/health')).toBe('/api/health');
  });
});
