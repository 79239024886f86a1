import { describe, expect, it } from 'vitest';
import { emptyKitForm, KitFormError, parseSeconds, problemPlace, toKitBody, type KitFormVideo } from './kit-form-state.ts';

const video = (over: Partial<KitFormVideo> = {}): KitFormVideo => ({
  videoId: 'abcdef12345',
  title: '소화기 사용법',
  channel: '119',
  thumbnailUrl: null,
  duration: 120,
  available: true,
  note: '',
  question: '',
  start: '',
  end: '',
  ...over,
});

describe('parseSeconds', () => {
  it('reads seconds, minutes:seconds and hours:minutes:seconds', () => {
    expect(parseSeconds('')).toBeNull();
    expect(parseSeconds(' 90 ')).toBe(90);
    expect(parseSeconds('1:30')).toBe(90);
    expect(parseSeconds('1:02:03')).toBe(3723);
  });

  it('refuses what is not a time or is past twelve hours', () => {
    expect(parseSeconds('1분')).toBeUndefined();
    expect(parseSeconds('1:75')).toBeUndefined();
    expect(parseSeconds('13:00:00')).toBeUndefined();
  });
});

describe('toKitBody', () => {
  it('sends goals one a line, trimmed, and the slug only when typed', () => {
    const body = toKitBody({
      ...emptyKitForm(),
      title: ' 유치원 소방 안전 ',
      goalsText: '불이 나면 119\n\n  낮은 자세로 대피  ',
      videos: [video({ note: ' 처음 ', start: '0:10', end: '1:00' })],
    });
    expect(body).toEqual({
      title: '유치원 소방 안전',
      summary: '',
      lifeStages: [],
      goals: ['불이 나면 119', '낮은 자세로 대피'],
      videos: [{ videoId: 'abcdef12345', note: '처음', question: '', startSeconds: 10, endSeconds: 60 }],
    });
    expect(toKitBody({ ...emptyKitForm(), slug: 'kit-1' }).slug).toBe('kit-1');
  });

  it('names the video field whose time cannot be read', () => {
    const form = { ...emptyKitForm(), videos: [video(), video({ videoId: 'zzzzzz99999', end: '일 분' })] };
    expect(() => toKitBody(form)).toThrow(KitFormError);
    try {
      toKitBody(form);
    } catch (error) {
      expect((error as KitFormError).field).toBe('videos.1.endSeconds');
    }
  });
});

describe('problemPlace', () => {
  it('puts a refusal next to the field the API names', () => {
    expect(problemPlace('title')).toEqual({ kind: 'field', name: 'title' });
    expect(problemPlace('goals.2')).toEqual({ kind: 'field', name: 'goals' });
    expect(problemPlace('videos')).toEqual({ kind: 'field', name: 'videos' });
    expect(problemPlace('videos.3.endSeconds')).toEqual({ kind: 'video', index: 3, name: 'endSeconds' });
    expect(problemPlace('videos.0')).toEqual({ kind: 'video', index: 0, name: 'videoId' });
    expect(problemPlace(null)).toEqual({ kind: 'form' });
    expect(problemPlace('요청')).toEqual({ kind: 'form' });
  });
});
