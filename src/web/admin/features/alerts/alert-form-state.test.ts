import { describe, expect, it } from 'vitest';
import { emptyForm, toBody, toggleRegion, withDraft } from './alert-form-state.ts';

describe('the notice form', () => {
  it('turns lines into steps, starts now unless a start is given, and keeps 전국 alone', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const form = withDraft(emptyForm(now), {
      hazard: 'wildfire',
      title: '산불',
      message: '대피하세요',
      steps: ['하나', '둘'],
      videos: [
        { video_id: 'abcdefghijk', title: '영상', channel_name: '채널', duration: 60, duration_display: '1:00', thumbnail_url: null },
      ],
      links: [{ label: '포털', url: 'https://www.safekorea.go.kr/' }],
    });
    const body = toBody({ ...form, stepsText: ' 하나 \n\n둘\n' });
    expect(body).toMatchObject({ hazard: 'wildfire', regions: ['전국'], steps: ['하나', '둘'], videoIds: ['abcdefghijk'] });
    expect(body.startsAt).toBeUndefined();
    expect(new Date(body.endsAt).getTime() - now.getTime()).toBeGreaterThan(5.9 * 3_600_000);
    expect(toggleRegion(['전국'], '서울')).toEqual(['서울']);
    expect(toggleRegion(['서울', '경기'], '전국')).toEqual(['전국']);
    expect(toggleRegion(['서울', '경기'], '서울')).toEqual(['경기']);
  });
});
