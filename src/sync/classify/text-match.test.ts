import { describe, expect, it } from 'vitest';
import { findPhrase, findWord, toSegments } from './text-match.ts';

const seg = (...parts: string[]) => toSegments(parts);

describe('findPhrase / findWord', () => {
  it.each([
    ['소화기를 써 보세요', '소화기', 'clean'],
    ['소화기는 어디에', '소화기', 'clean'],
    ['대피하세요!', '대피', 'clean'],
    ['분말소화기 점검', '소화기', 'compound'],
    ['소화기함 위치', '소화기', 'compound'],
    ['[서울소방] 화재 대피', '화재', 'clean'],
    ['불법 주차', '불', null],
    ['불이 났어요', '불', null],
    ['불 조심', '불', 'clean'],
    ['피해 예방', '피', null],
    ['FIREFIGHTERS at work', 'firefighter', 'clean'],
  ] as const)('%s ∋ %s → %s', (text, word, expected) => {
    expect(findWord(seg(text), word)).toBe(expected);
  });

  it('finds a phrase with or without spaces, and particles after it', () => {
    expect(findPhrase(seg('소화기 사용법을 배워요'), ['소화기', '사용법'])).toBe('clean');
    expect(findPhrase(seg('소화기사용법'), ['소화기', '사용법'])).toBe('clean');
    expect(findPhrase(seg('화재시 행동요령'), ['화재', '시', '행동요령'])).toBe('clean');
    expect(findPhrase(seg('어린이소화기사용법'), ['소화기', '사용법'])).toBe('compound');
    expect(findPhrase(seg('사용법 소화기'), ['소화기', '사용법'])).toBeNull();
  });

  it('never joins words across segments (two tags, two lines)', () => {
    expect(findPhrase(seg('소화기', '사용법'), ['소화기', '사용법'])).toBeNull();
    expect(findWord(seg('보강', '풍선'), '강풍')).toBeNull();
  });

  it('reads a compound written apart, but not the end of one word and the start of the next', () => {
    expect(findWord(seg('화재 감지기 설치'), '화재감지기')).toBe('clean');
    expect(findWord(seg('보강 풍선'), '강풍')).toBeNull();
    expect(findWord(seg('소 화기'), '소화기')).toBeNull();
  });
});
