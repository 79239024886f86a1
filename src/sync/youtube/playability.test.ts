import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapVideoResource } from './mappers.ts';
import { isShort, liveStatus, playabilityOf, playabilityProblem, regionBlocked } from './playability.ts';
import type { VideoResource } from './types.ts';

// Real videos.list answers (public client libraries' test data): parts not asked for are missing, and the player
// without maxHeight is always 480×270 — so nothing may be guessed from what is not there.
const REAL = '/work/shared/fixtures/youtube-real/api';
const real = (file: string) => (JSON.parse(readFileSync(`${REAL}/${file}`, 'utf8')) as { items: VideoResource[] }).items;
const items = [
  ...real('sns-sdks__testdata_apidata_videos_videos_info_multi.json'),
  ...real('sns-sdks__testdata_apidata_videos_videos_chart_paged_1.json'),
  ...real('sns-sdks__testdata_apidata_videos_videos_chart_paged_2.json'),
];

describe('playability from real answers', () => {
  it('parts that were not asked for mean "unknown", never "restricted" or "Short"', () => {
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      const mapped = mapVideoResource(item)!;
      expect(mapped.playability, item.id).toEqual({
        is_short: false,
        live_status: 'none',
        embeddable: null,
        made_for_kids: null,
        age_restricted: false,
        region_blocked_kr: false,
      });
      expect(playabilityProblem(mapped.playability)).toBeNull();
    }
  });

  it('the same real item, with the parts Google adds when asked, says what they say', () => {
    const base = items[0]!;
    const restricted: VideoResource = {
      ...base,
      contentDetails: { duration: 'PT10M', contentRating: { ytRating: 'ytAgeRestricted' }, regionRestriction: { blocked: ['KR'] } },
      status: { privacyStatus: 'public', embeddable: false, madeForKids: true },
      liveStreamingDetails: { actualStartTime: '2024-01-01T00:00:00Z', actualEndTime: '2024-01-01T01:00:00Z' },
    };
    const mapped = mapVideoResource(restricted)!;
    expect(mapped.playability).toEqual({
      is_short: false,
      live_status: 'completed',
      embeddable: false,
      made_for_kids: true,
      age_restricted: true,
      region_blocked_kr: true,
    });
    expect(playabilityProblem(mapped.playability)).toBe(
      '재생 제한: 다른 사이트에 퍼가기가 허용되지 않음, 한국에서 볼 수 없음(지역 제한), 연령 제한 영상',
    );
  });
});

describe('the Shorts heuristic (duration <= 180 s AND (#shorts OR a portrait player))', () => {
  const withShape = (duration: number, title: string, player?: VideoResource['player'], tags?: string[]): VideoResource => ({
    id: 'abcdefghijk',
    snippet: { title, description: '', ...(tags ? { tags } : {}) },
    ...(player ? { player } : {}),
  });
  it.each([
    [45, '소화기 사용법 #shorts', undefined, undefined, true],
    [45, '소화기 사용법 #Shorts', undefined, undefined, true],
    [180, '소화기', { embedWidth: 405, embedHeight: 720 }, undefined, true],
    [59, '소화기', undefined, ['shorts'], true],
    [181, '소화기 사용법 #shorts', { embedWidth: 405, embedHeight: 720 }, undefined, false],
    [45, '소화기 사용법', { embedWidth: 1280, embedHeight: 720 }, undefined, false],
    [45, '소화기 #shortsfilm', undefined, undefined, false],
    [45, '소화기', { embedHtml: '<iframe width="480" height="270">' }, undefined, false],
  ])('%i s, %j, player %j, tags %j → %s', (duration, title, player, tags, expected) => {
    expect(isShort(withShape(duration, title, player, tags), duration)).toBe(expected);
  });
  it('unknown duration is not a Short', () => expect(isShort(withShape(0, '#shorts'), null)).toBe(false));
});

describe('live and region', () => {
  it('liveBroadcastContent live/upcoming win; a finished stream is completed', () => {
    expect(liveStatus({ snippet: { liveBroadcastContent: 'live' } })).toBe('live');
    expect(liveStatus({ snippet: { liveBroadcastContent: 'upcoming' }, liveStreamingDetails: { scheduledStartTime: 'x' } })).toBe(
      'upcoming',
    );
    expect(liveStatus({ snippet: { liveBroadcastContent: 'none' }, liveStreamingDetails: { actualEndTime: 'x' } })).toBe('completed');
    expect(liveStatus({ snippet: { liveBroadcastContent: 'none' } })).toBe('none');
  });
  it('KR blocked: named in blocked, or an allowed list without KR (even empty)', () => {
    expect(regionBlocked({ contentDetails: { regionRestriction: { blocked: ['KR'] } } })).toBe(true);
    expect(regionBlocked({ contentDetails: { regionRestriction: { blocked: ['JP'] } } })).toBe(false);
    expect(regionBlocked({ contentDetails: { regionRestriction: { allowed: ['US', 'KR'] } } })).toBe(false);
    expect(regionBlocked({ contentDetails: { regionRestriction: { allowed: ['US'] } } })).toBe(true);
    expect(regionBlocked({ contentDetails: { regionRestriction: { allowed: [] } } })).toBe(true);
    expect(playabilityOf({ contentDetails: {} }, 30).region_blocked_kr).toBe(false);
  });
});
