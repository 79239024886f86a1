import { describe, expect, it } from 'vitest';
import { navigationFor } from './url-state.ts';

describe('the one Back-button rule (ADR 0039)', () => {
  it("pushes a visitor's choice, so Back undoes it", () => {
    expect(navigationFor('choice')).toEqual({ replace: false, preventScrollReset: true });
  });

  it('replaces for debounced typing, so Back does not replay each pause', () => {
    expect(navigationFor('typing')).toEqual({ replace: true, preventScrollReset: true });
  });
});
