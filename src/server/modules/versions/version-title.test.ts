import { describe, expect, it } from 'vitest';
import { durationFits } from './version-suggestions.ts';
import { markedTitle } from './version-title.ts';

describe('markedTitle', () => {
  it('strips markers in brackets, after a bar, as hashtags and as trailing words, and names the kind', () => {
    const cases: [string, string | null, string | null][] = [
      ['[수어] 지진 대피 요령', 'sign_language', null],
      ['지진 대피 요령 (수어 통역)', 'sign_language', null],
      ['지진 대피 요령 | 한국수어 통역', 'sign_language', null],
      ['【수어】 지진 대피 요령', 'sign_language', null],
      ['지진 대피 요령 (수화)', 'sign_language', null],
      ['지진 대피 요령 [자막 포함]', 'captions', null],
      ['지진 대피 요령 (자막)', 'captions', null],
      ['[화면해설] 지진 대피 요령', 'audio_description', null],
      ['지진 대피 요령 (쉬운 말 버전)', 'easy_read', null],
      ['지진 대피 요령 - English ver.', 'translated', 'en'],
      ['지진 대피 요령 #shorts', 'short', null],
      ['지진 대피 요령 (재업로드)', 'reupload', null],
      ['지진 대피 요령', null, null],
    ];
    for (const [title, kind, language] of cases) {
      expect(markedTitle(title), title).toEqual({ key: '지진대피요령', kind, language });
    }
  });

  it('leaves words that only contain a marker alone', () => {
    expect(markedTitle('수화기 너머 119 신고 요령').kind).toBeNull();
    expect(markedTitle('CCTV로 본 화재 현장').kind).toBeNull();
    expect(markedTitle('알기 쉬운 소화기 사용법').kind).toBeNull();
    expect(markedTitle('Car Accident Rescue').kind).toBeNull();
    expect(markedTitle('자막대기 만들기').kind).toBeNull();
  });
});

describe('durationFits', () => {
  it('fits lengths to the kind: captions the same cut, sign language a little longer, a short under three minutes', () => {
    expect(durationFits('captions', 300, 301)).toBe(true);
    expect(durationFits('captions', 300, 310)).toBe(false);
    expect(durationFits('sign_language', 300, 330)).toBe(true);
    expect(durationFits('sign_language', 300, 400)).toBe(false);
    expect(durationFits('short', 300, 59)).toBe(true);
    expect(durationFits('short', 50, 59)).toBe(false);
    expect(durationFits('audio_description', 300, 420)).toBe(true);
  });
});
