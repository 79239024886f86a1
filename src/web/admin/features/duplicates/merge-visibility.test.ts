import { describe, expect, it } from 'vitest';
import { publicVideosLost } from './merge-visibility.ts';

const video = (video_id: string, is_public: boolean) =>
  ({ video_id, is_public, title: video_id }) as Parameters<typeof publicVideosLost>[0][number];

describe('publicVideosLost', () => {
  it('names the public copies archived when a hidden copy is kept', () => {
    const videos = [video('pub', true), video('draft', false), video('draft2', false)];
    expect(publicVideosLost(videos, 'draft').map((v) => v.video_id)).toEqual(['pub']);
  });

  it('is empty when the kept copy is public, or when nothing public leaves', () => {
    expect(publicVideosLost([video('pub', true), video('draft', false)], 'pub')).toEqual([]);
    expect(publicVideosLost([video('a', false), video('b', false)], 'a')).toEqual([]);
  });
});
