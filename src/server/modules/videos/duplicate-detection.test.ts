import { describe, expect, it } from 'vitest';
import { normaliseTitle, reuploadGroups, similarTitleGroups } from './duplicate-detection.ts';

describe('duplicate detection', () => {
  it('normalises titles: NFC, lower case, brackets, emoji, punctuation and spaces gone', () => {
    expect(normaliseTitle('[소방청] 소화기 사용법 🔥 (완벽 정리!) FIRE')).toBe('소방청소화기사용법완벽정리fire');
    // Decomposed Hangul (as some uploads send it) becomes the same key.
    expect(normaliseTitle('소화기'.normalize('NFD'))).toBe('소화기');
  });

  it('splits one title key into runs within 2 s of their first video', () => {
    const rows = [100, 101, 102, 103, 200].map((duration, i) => ({
      video_id: 'abcde'[i]!,
      duration,
      title: i % 2 ? '소화기 (사용법)' : '소화기사용법!',
    }));
    const groups = reuploadGroups(rows);
    expect(groups.map((g) => g.videoIds)).toEqual([['a', 'b', 'c']]);
  });

  it('finds titles at Jaccard ≥ 0.8 and leaves different ones apart', () => {
    const rows = [
      { video_id: 'x1', duration: 10, title: '아파트 화재 대피 요령 완전 정복 안내편' },
      { video_id: 'x2', duration: 10, title: '아파트 화재 대피 요령 완전 정복 안내' },
      { video_id: 'y1', duration: 10, title: '심폐소생술 하는 법' },
      { video_id: 'z1', duration: 10, title: '지진이 나면 책상 밑으로' },
    ];
    const groups = similarTitleGroups(rows);
    expect(groups.map((g) => g.videoIds.sort())).toEqual([['x1', 'x2']]);
    expect(groups[0]!.similarity).toBeGreaterThanOrEqual(0.8);
  });
});
