import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { captionsList } from '../fake-youtube/api.ts';
import { createDataset } from '../fake-youtube/dataset.ts';
import { classifyResponse } from './errors.ts';
import { captionFlagOf, mapCaptionTracks } from './mappers.ts';
import type { CaptionResource } from './types.ts';

// Captions as visitors may rely on them (issue 22): real captions.list answers, mapped. ASR is never "human".
const REAL = '/work/shared/fixtures/youtube-real/api';
const real = (name: string) => JSON.parse(readFileSync(`${REAL}/${name}`, 'utf8')) as { items: CaptionResource[] };

describe('mapCaptionTracks on real answers', () => {
  it("two uploaded tracks (trackKind standard) are a person's captions, with their languages", () => {
    expect(mapCaptionTracks(real('sns-sdks__testdata_apidata_captions_captions_by_video.json').items)).toEqual({
      state: 'human',
      languages: ['en', 'zh-Hans'],
    });
  });

  it("an automatic track spelled 'asr' in lower case is automatic, never human", () => {
    expect(mapCaptionTracks(real('captions__asr_lowercase_quoted_2024.json').items)).toEqual({ state: 'auto', languages: ['fr'] });
  });

  it("the older spelling 'ASR', drafts, failed and forced tracks, missing fields and junk", () => {
    const track = (snippet: CaptionResource['snippet']): CaptionResource => ({ kind: 'youtube#caption', snippet });
    expect(mapCaptionTracks([track({ trackKind: 'ASR', language: 'ko' })])).toEqual({ state: 'auto', languages: ['ko'] });
    expect(
      mapCaptionTracks([track({ trackKind: 'standard', language: 'ko', isDraft: true }), track({ trackKind: 'asr', language: 'ko' })]),
    ).toEqual({ state: 'auto', languages: ['ko'] });
    expect(mapCaptionTracks([track({ trackKind: 'standard', language: 'ko', status: 'failed' })]).state).toBe('none');
    expect(mapCaptionTracks([track({ trackKind: 'forced', language: 'en' })]).state).toBe('none');
    expect(mapCaptionTracks([track({ trackKind: 'standard' })])).toEqual({ state: 'human', languages: [] });
    expect(
      mapCaptionTracks([track({ trackKind: ' Standard ', language: 'ko' }), track({ trackKind: 'standard', language: 'ko' })]),
    ).toEqual({
      state: 'human',
      languages: ['ko'],
    });
    expect(mapCaptionTracks([{} as CaptionResource, null as unknown as CaptionResource, track(undefined)]).state).toBe('none');
    expect(mapCaptionTracks(undefined)).toEqual({ state: 'none', languages: [] });
    expect(mapCaptionTracks([])).toEqual({ state: 'none', languages: [] });
  });

  it("reads contentDetails.caption as Google writes it ('true'/'false' strings)", () => {
    expect(captionFlagOf({ contentDetails: { caption: 'true' } })).toBe(true);
    expect(captionFlagOf({ contentDetails: { caption: 'false' } })).toBe(false);
    expect(captionFlagOf({ contentDetails: {} })).toBeNull();
    expect(captionFlagOf({})).toBeNull();
  });
});

describe('a key without access to captions', () => {
  const denied = JSON.parse(readFileSync(`${REAL}/sns-sdks__testdata_apidata_error_permission_resp.json`, 'utf8'));
  it('is forbidden for captions.list (unknown, not none), while the same answer elsewhere still retires the key', () => {
    expect(classifyResponse(403, denied, 'captions.list')).toBe('forbidden');
    expect(
      classifyResponse(401, { error: { code: 401, message: 'Login Required.', errors: [{ reason: 'required' }] } }, 'captions.list'),
    ).toBe('forbidden');
    expect(classifyResponse(403, denied, 'videos.list')).toBe('keyInvalid');
    // A wrong key is a wrong key on every endpoint.
    const wrong = JSON.parse(readFileSync(`${REAL}/errors__keyInvalid_400_API_KEY_INVALID.json`, 'utf8'));
    expect(classifyResponse(400, wrong, 'captions.list')).toBe('keyInvalid');
    const quota = JSON.parse(readFileSync(`${REAL}/errors__quotaExceeded_STFU.json`, 'utf8'));
    expect(classifyResponse(403, quota, 'captions.list')).toBe('quota');
  });
});

describe('the fake speaks captions.list like the real answers', () => {
  const data = createDataset({ channels: 2, videosPerChannel: 400 });
  const ids = data.channels.flatMap((channel) => data.uploadIds(channel));
  it('has every untidy case, and its answers map to what its flag promises', () => {
    const kinds = new Set<string>();
    let human = 0;
    for (const id of ids) {
      const answer = captionsList(data, new URLSearchParams({ part: 'snippet', videoId: id }));
      expect(answer.status).toBe(200);
      const body = answer.body as { kind: string; items: CaptionResource[] };
      expect(body.kind).toBe('youtube#captionListResponse');
      for (const item of body.items) kinds.add(item.snippet!.trackKind!);
      const mapped = mapCaptionTracks(body.items);
      if (mapped.state === 'human') human += 1;
      // A person's served track always comes with the flag (the sync only reads flagged videos).
      if (mapped.state === 'human') expect(data.video(id)!.captions.flag).toBe(true);
    }
    expect([...kinds].sort()).toEqual(['ASR', 'asr', 'forced', 'standard']);
    expect(human / ids.length).toBeGreaterThan(0.08);
    expect(human / ids.length).toBeLessThan(0.25);
  });

  it('answers an unknown video with 404 videoNotFound and a missing videoId with 400', () => {
    expect(captionsList(data, new URLSearchParams({ part: 'snippet', videoId: 'nope0000000' })).status).toBe(404);
    expect(captionsList(data, new URLSearchParams({ part: 'snippet' })).status).toBe(400);
  });
});
