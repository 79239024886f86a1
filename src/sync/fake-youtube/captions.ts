// captions.list for the fake YouTube (issue 22): deterministic caption tracks per video, shaped like the real answers
// in shared/fixtures/youtube-real/api/*captions* — including their untidy cases: 'ASR' and 'asr', drafts, tracks
// that failed, a 'forced' track, fields left out, and a key that may not read tracks (403 PERMISSION_DENIED).

import { chance, mixSeed, mulberry32, pick } from '../../db/seed/prng.ts';
import { etagOf } from './etag.ts';

export interface FakeCaptionTrack {
  trackKind: string;
  language: string | null;
  isDraft?: boolean;
  status?: string;
  /** Older answers leave out audioTrackType and the is* flags. */
  sparse?: boolean;
}

export interface FakeCaptions {
  /** contentDetails.caption as videos.list reports it: true only when a track a person made is published. */
  flag: boolean;
  tracks: FakeCaptionTrack[];
}

/** The tracks of upload j of channel c: most videos have none or only automatic ones, about one in seven a person's. */
export function captionsFor(seed: number, channelIndex: number, uploadIndex: number): FakeCaptions {
  const rng = mulberry32(mixSeed(seed, 7, channelIndex, uploadIndex));
  const r = rng();
  const asr = (): FakeCaptionTrack => ({ trackKind: chance(rng, 0.5) ? 'asr' : 'ASR', language: 'ko', sparse: chance(rng, 0.3) });
  if (r < 0.6) return { flag: false, tracks: [] };
  if (r < 0.8) return { flag: false, tracks: [asr()] };
  if (r < 0.9) return { flag: true, tracks: [{ trackKind: 'standard', language: 'ko' }, ...(chance(rng, 0.5) ? [asr()] : [])] };
  if (r < 0.93)
    return {
      flag: true,
      tracks: [
        { trackKind: 'standard', language: 'en', sparse: true },
        { trackKind: 'standard', language: pick(rng, ['zh-Hans', 'ja', 'vi']) },
      ],
    };
  // Flag true, yet nothing a visitor gets is a person's: a draft, a failed track, a forced one, or a bare 'standard'.
  if (r < 0.95) return { flag: true, tracks: [{ trackKind: 'standard', language: 'ko', isDraft: true }, asr()] };
  if (r < 0.97) return { flag: true, tracks: [{ trackKind: 'standard', language: 'ko', status: 'failed' }] };
  if (r < 0.98) return { flag: true, tracks: [{ trackKind: 'forced', language: 'en' }] };
  if (r < 0.99) return { flag: true, tracks: [{ trackKind: 'standard', language: null, sparse: true }] };
  return { flag: true, tracks: [] };
}

/** One track as Google writes it (see the fixtures): id, etag, snippet with the fields a request for snippet gets. */
export function captionResource(videoId: string, track: FakeCaptionTrack, index: number) {
  const id = `AUieDa${etagOf(`${videoId}|${index}`).slice(0, 20)}`;
  const snippet: Record<string, unknown> = {
    videoId,
    lastUpdated: '2024-06-16T18:45:12.56697Z',
    trackKind: track.trackKind,
    ...(track.language === null ? {} : { language: track.language }),
    name: '',
  };
  if (!track.sparse) Object.assign(snippet, { audioTrackType: 'unknown', isCC: false, isLarge: false, isEasyReader: false });
  Object.assign(snippet, { isDraft: track.isDraft ?? false, isAutoSynced: false, status: track.status ?? 'serving' });
  if (track.status === 'failed') snippet.failureReason = 'processingFailed';
  return { kind: 'youtube#caption', etag: etagOf(`caption|${id}|${track.trackKind}`), id, snippet };
}

/** The 403 a key without access to captions gets (shared/fixtures/youtube-real/api/*error_permission_resp*). */
export const CAPTIONS_PERMISSION_DENIED = {
  error: {
    code: 403,
    message: 'The caller does not have permission',
    errors: [{ message: 'Permission denied.', domain: 'youtube.CoreErrorDomain', reason: 'SERVICE_UNAVAILABLE' }],
    status: 'PERMISSION_DENIED',
  },
};
