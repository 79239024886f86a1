import { describe, expect, it } from 'vitest';
import { composeJamo, fromKoreanKeyboard } from './compose.ts';
import type { Lexicon } from './lexicon.ts';
import { compileDictionary, readQuestion } from './question.ts';

// Reading questions with a question dictionary (issue 23). The dictionary here is test data shaped like the seeded
// one (migration 0081); the server reads the real one from the database.
const WORDS: Record<string, number> = {
  화재: 20000,
  대피: 8000,
  소화기: 5000,
  사용법: 900,
  심폐소생술: 8000,
  심정지: 300,
  하임리히법: 400,
  기도폐쇄: 200,
  갇힘: 120,
  승강기: 300,
  산불: 2000,
  신고: 900,
  영아: 150,
  어르신: 600,
  지진: 800,
  완강기: 800,
};
const LEXICON: Lexicon = {
  has: (word) => word in WORDS,
  frequency: (word) => WORDS[word] ?? 0,
  occurs: (term) => Object.keys(WORDS).some((word) => word.includes(term)),
  chosungWords: (chosung) => (chosung === 'ㅅㅎㄱ' ? ['소화기'] : chosung === 'ㅅㅂ' ? ['산불'] : []),
};
const FIRE = 1;
const CPR = 2;
const CHOKING = 3;
const ELEVATOR = 4;
const WILDFIRE = 5;
const DICTIONARY = compileDictionary({
  phrases: [
    { phrase: '불', keywords: ['화재'], topicId: FIRE },
    { phrase: '불나', keywords: ['화재'], topicId: FIRE },
    { phrase: '불이 났', keywords: ['화재'], topicId: FIRE },
    { phrase: '숨을 안 쉬', keywords: ['심폐소생술', '심정지'], topicId: CPR },
    { phrase: '숨 안 쉬', keywords: ['심폐소생술', '심정지'], topicId: CPR },
    { phrase: '목에 걸렸', keywords: ['하임리히법', '기도폐쇄'], topicId: CHOKING },
    { phrase: '삼켰', keywords: ['하임리히법', '기도폐쇄'], topicId: CHOKING },
    { phrase: '엘리베이터에 갇', keywords: ['갇힘', '승강기'], topicId: ELEVATOR },
    { phrase: '갇혔', keywords: ['갇힘'], topicId: null },
    { phrase: '산에서 불', keywords: ['산불'], topicId: WILDFIRE },
    { phrase: '아기', keywords: ['영아'], topicId: null },
    { phrase: '하임리히', keywords: ['하임리히법'], topicId: CHOKING },
  ],
  questionWords: ['어떻게', '해요', '했을 때', '하나요', '방법 알려줘', '알려줘', '어요', '때', '났어요'],
});
const topicOfWord = (word: string) => ({ 소화기: 10, 심폐소생술: CPR })[word] ?? null;
const read = (q: string) => readQuestion(q, LEXICON, DICTIONARY, topicOfWord);
const words = (q: string) => read(q).parsed.groups.map((g) => g.word);

describe('reading questions with the dictionary', () => {
  const table: Array<[string, string, string[], number | null]> = [
    // [variant class, question, searched words, topic]
    ['question', '불나면 어떻게 해요', ['화재'], FIRE],
    ['question', '아기가 사탕을 삼켰어요', ['영아', '하임리히법'], CHOKING],
    ['question', '엘리베이터에 갇혔을 때', ['갇힘'], ELEVATOR],
    ['question', '산에서 불이 났어요 신고', ['산불', '신고'], WILDFIRE],
    ['question', '숨을 안 쉬어요', ['심폐소생술'], CPR],
    ['question', '목에 걸렸어요 어떻게 하나요', ['하임리히법'], CHOKING],
    ['question', '소화기 방법 알려줘', ['소화기'], 10],
    ['spacing', '불 나면 어떻게해요', ['화재'], FIRE],
    ['spacing', '숨을안쉬어요', ['심폐소생술'], CPR],
    ['spacing', '엘리베이터에갇혔을때', ['갇힘'], ELEVATOR],
    ['spacing', '산에서불이났어요', ['산불'], WILDFIRE],
    ['particle', '불이 났어요', ['화재'], FIRE],
    ['particle', '불을 어떻게', ['화재'], FIRE],
    ['particle', '소화기를 어떻게', ['소화기'], 10],
    ['chosung', 'ㅅㅎㄱ 어떻게', ['ㅅㅎㄱ'], null],
    ['keyboard', 'thghkrl', ['소화기'], 10],
    ['keyboard', 'tlavPthtodtnf', ['심폐소생술'], CPR],
    ['keyboard', 'thghkrl 어떻게 해요', ['소화기'], 10],
    ['jamo', 'ㅅㅗㅎㅘㄱㅣ', ['소화기'], 10],
    ['jamo', '소화기'.normalize('NFD'), ['소화기'], 10],
    ['jamo', 'ㅅㅣㅁㅍㅖㅅㅗㅅㅐㅇㅅㅜㄹ 어떻게', ['심폐소생술'], CPR],
    ['plain', '소화기 사용법', ['소화기', '사용법'], null],
    ['plain', '하임리히법', ['하임리히법'], null],
  ];
  it.each(table)('%s: %s → %j (topic %s)', (_kind, question, searched, topic) => {
    const reading = read(question);
    expect(reading.parsed.groups.map((g) => g.word)).toEqual(searched);
    expect(reading.topicId).toBe(topic);
  });

  it('a phrase brings all its catalogue words: any of them matches', () => {
    const [group] = read('숨 안 쉬어요').parsed.groups;
    expect(group).toMatchObject({ word: '심폐소생술', related: ['심정지'], chosung: false });
  });

  it('one syllable (불) stands alone or with a particle, never as the start of another word', () => {
    expect(words('불편해요')).not.toContain('화재');
    expect(words('불꽃놀이')).not.toContain('화재');
    expect(words('불이')).toEqual(['화재']);
  });

  it('a phrase that is only the start of a catalogue word typed there is not that phrase (하임리히 of 하임리히법)', () => {
    expect(read('하임리히법').phrases).toEqual([]);
    expect(read('하임리히 어떻게').phrases).toEqual(['하임리히']);
  });

  it('without the dictionary a query reads as before, and unknown words of a question drop out', () => {
    expect(readQuestion('소화기 사용법').parsed.groups.map((g) => g.word)).toEqual(['소화기', '사용법']);
    expect(read('소화기 사용법').question).toBe(false);
    // 사탕 is no catalogue word: in a question the dictionary recognised, it is left out rather than find nothing.
    expect(read('아기가 사탕을 삼켰어요').parsed.unusedWords).toEqual([]);
  });

  it('the topic’s group is kept even past the two-word limit', () => {
    expect(words('아기 할머니 엘리베이터에 갇혔어요')).toContain('갇힘');
  });

  it('known Latin words are not read as Korean-keyboard typing (cpr, aed)', () => {
    const lexicon: Lexicon = { ...LEXICON, has: (word) => word === 'cpr' || LEXICON.has(word) };
    expect(readQuestion('cpr', lexicon, DICTIONARY).parsed.groups.map((g) => g.word)).toEqual(['cpr']);
    expect(readQuestion('zzzz', lexicon, DICTIONARY).composed).toBeNull();
  });
});

describe('composing typed Korean', () => {
  it.each([
    ['thghkrl', '소화기'],
    ['tkdydqjq', '사용법'],
    ['gkdlaflglqjq', '하임리히법'],
    ['dlfrhdrn', '일공구'],
    ['ekfr', '닭'],
    ['RKcl', '까치'],
  ])('%s on the Korean keyboard is %s', (latin, korean) => {
    expect(fromKoreanKeyboard(latin)).toBe(korean);
  });

  it('jamo make syllables only when they can (초성 and lone vowels stay as they are)', () => {
    expect(composeJamo('ㅅㅗㅎㅘㄱㅣ')).toBe('소화기');
    expect(composeJamo('ㄷㅏㄹㄱ')).toBe('닭');
    expect(composeJamo('ㅅㅎㄱ')).toBeNull();
    expect(composeJamo('ㅏㅏ')).toBeNull();
  });
});
