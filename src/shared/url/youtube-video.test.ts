import { describe, expect, it } from 'vitest';
import { parseYouTubeVideoId, splitPastedVideos } from './youtube-video.ts';

const ID = 'dQw4w9WgXcQ';
const DASH = '-abcDEF_123';

describe('parseYouTubeVideoId', () => {
  it.each([
    [ID, ID],
    [`  ${DASH} `, DASH],
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${DASH}&t=42s`, DASH],
    [`http://youtube.com/watch?v=${ID}&list=PL123&index=2`, ID],
    [`www.youtube.com/watch?v=${ID}`, ID],
    [`youtube.com/shorts/${DASH}`, DASH],
    [`https://m.youtube.com/watch?v=${ID}&feature=youtu.be`, ID],
    [`https://music.youtube.com/watch?v=${ID}&si=abc`, ID],
    [`https://youtu.be/${DASH}?si=XyZ&t=10`, DASH],
    [`youtu.be/${ID}`, ID],
    [`https://www.youtube.com/shorts/${ID}?feature=share`, ID],
    [`https://youtube.com/shorts/${DASH}/`, DASH],
    [`https://www.youtube.com/embed/${ID}?start=30`, ID],
    [`https://www.youtube-nocookie.com/embed/${DASH}`, DASH],
    [`https://www.youtube.com/live/${ID}?si=1`, ID],
    [`https://www.youtube.com/v/${ID}`, ID],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, ID],
  ])('reads %s', (input, id) => {
    expect(parseYouTubeVideoId(input)).toBe(id);
  });

  it.each([
    '',
    'abc',
    `${ID}x`,
    `https://vimeo.com/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/channel/UC${ID}`,
    `https://www.youtube.com/@fire119`,
    `https://www.youtube.com/playlist?list=PL${ID}`,
    'javascript:alert(1)',
  ])('refuses %s', (input) => {
    expect(parseYouTubeVideoId(input)).toBeNull();
  });
});

describe('splitPastedVideos', () => {
  it('splits on lines, commas and spaces, keeps unreadable entries and drops repeats of one video', () => {
    const pasted = `https://youtu.be/${ID}\n${ID}, https://www.youtube.com/shorts/${DASH}  nonsense\n`;
    expect(splitPastedVideos(pasted)).toEqual([
      { input: `https://youtu.be/${ID}`, videoId: ID },
      { input: `https://www.youtube.com/shorts/${DASH}`, videoId: DASH },
      { input: 'nonsense', videoId: null },
    ]);
  });
});
