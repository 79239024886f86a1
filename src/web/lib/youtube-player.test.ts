import { describe, expect, it } from 'vitest';
import { startForSwitch, withPlayerApi } from './youtube-player.ts';

describe('switching to another version', () => {
  it('starts at the same second when the lengths are within 5 s, else from the start', () => {
    expect(startForSwitch(300, 303, 125.7)).toBe(125);
    expect(startForSwitch(300, 295, 125.7)).toBe(125);
    expect(startForSwitch(300, 306, 125.7)).toBe(0);
    expect(startForSwitch(300, 300, null)).toBe(0);
    expect(startForSwitch(null, 300, 10)).toBe(0);
    // Never past the end of the new cut.
    expect(startForSwitch(300, 298, 299)).toBe(297);
  });

  it('asks the player for its API and a start second', () => {
    const url = new URL(withPlayerApi('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0', 42.9));
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('start')).toBe('42');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(new URL(withPlayerApi('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1', 0)).searchParams.has('start')).toBe(
      false,
    );
  });
});
