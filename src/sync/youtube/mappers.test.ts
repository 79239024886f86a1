import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ChannelMasterTable, VideosTable } from '../../db/schema.ts';
import {
  bestThumbnail,
  mapChannelResource,
  mapPlaylistItem,
  mapSearchResult,
  mapVideoResource,
  parseCount,
  parseIsoDuration,
} from './mappers.ts';
import type { MappedChannel, MappedVideo } from './mappers.ts';
import type { VideoResource } from './types.ts';

// Compile-time: every mapped field except the documented extras is a real column.
type VideoExtras = 'privacyStatus' | 'liveBroadcastContent' | 'playability' | 'captionFlag';
const videoColumnsExist: Exclude<keyof MappedVideo, VideoExtras> extends keyof VideosTable ? true : false = true;
const channelColumnsExist: Exclude<keyof MappedChannel, 'uploadsPlaylistId' | 'customUrl'> extends keyof ChannelMasterTable ? true : false =
  true;

const video: VideoResource = {
  kind: 'youtube#video',
  id: 'abcDEF12_-x',
  snippet: {
    publishedAt: '2024-05-01T09:30:00Z',
    channelId: 'UCabcdefghijklmnopqrstuv',
    title: '  소화기 사용법 ',
    description: '설명',
    channelTitle: '서울소방',
    tags: ['소화기', ' 소화기 ', '', '화재'],
    thumbnails: { default: { url: 'd.jpg' }, high: { url: 'h.jpg' }, medium: { url: 'm.jpg' } },
    liveBroadcastContent: 'none',
  },
  contentDetails: { duration: 'PT4M5S' },
  statistics: { viewCount: '12345', likeCount: '67', commentCount: '8' },
  status: { privacyStatus: 'public', embeddable: true },
};

describe('parseIsoDuration', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT45S', 45],
    ['PT10M', 600],
    ['PT2H', 7200],
    ['P1DT2H3M4S', 93784],
    ['P1D', 86400],
    ['PT0S', 0],
    ['P0D', 0],
    ['PT1.5S', 1],
    ['', null],
    ['P', null],
    ['PT', null],
    ['1:02:03', null],
    ['P1M', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(parseIsoDuration(input)).toBe(expected);
  });
});

describe('parseCount', () => {
  it.each([
    ['0', 0],
    ['12345', 12345],
    [' 7 ', 7],
    [42, 42],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['99999999999999999999', null],
  ])('%s → %s', (input, expected) => {
    expect(parseCount(input)).toBe(expected);
  });
});

describe('bestThumbnail', () => {
  it('picks the largest size offered', () => {
    const all = { default: { url: 'd' }, medium: { url: 'm' }, high: { url: 'h' }, standard: { url: 's' }, maxres: { url: 'x' } };
    expect(bestThumbnail(all)).toBe('x');
    expect(bestThumbnail({ ...all, maxres: undefined })).toBe('s');
    expect(bestThumbnail({ default: { url: 'd' }, high: { url: 'h' } })).toBe('h');
    expect(bestThumbnail({ default: { url: 'd' }, medium: { url: '' } })).toBe('d');
    expect(bestThumbnail({})).toBeNull();
    expect(bestThumbnail(undefined)).toBeNull();
  });
});

describe('mapVideoResource', () => {
  it('maps a full item onto our videos columns', () => {
    const row = mapVideoResource(video)!;
    expect(row).toEqual({
      video_id: 'abcDEF12_-x',
      title: '소화기 사용법',
      description: '설명',
      channel_id: 'UCabcdefghijklmnopqrstuv',
      channel_name: '서울소방',
      thumbnail_url: 'h.jpg',
      upload_date: new Date('2024-05-01T09:30:00Z'),
      duration: 245,
      duration_display: '4:05',
      view_count: 12345,
      like_count: 67,
      comment_count: 8,
      tags: ['소화기', '화재'],
      video_url: 'https://www.youtube.com/watch?v=abcDEF12_-x',
      privacyStatus: 'public',
      liveBroadcastContent: 'none',
      playability: {
        is_short: false,
        live_status: 'none',
        embeddable: true,
        made_for_kids: null,
        age_restricted: false,
        region_blocked_kr: false,
      },
      captionFlag: null,
    });
    // The column part fits an insert once unknown counts default to 0.
    const { privacyStatus: _p, liveBroadcastContent: _l, playability, captionFlag: _c, ...columns } = row;
    const insert: Insertable<VideosTable> = {
      ...columns,
      ...playability,
      view_count: columns.view_count ?? 0,
      like_count: columns.like_count ?? 0,
      comment_count: columns.comment_count ?? 0,
    };
    expect(insert.video_id).toBe('abcDEF12_-x');
    expect(videoColumnsExist && channelColumnsExist).toBe(true);
  });

  it('keeps hidden counts and missing parts unknown, not zero', () => {
    const row = mapVideoResource({
      id: 'abcDEF12_-x',
      snippet: { publishedAt: '2024-05-01T09:30:00Z', title: '제목' },
      statistics: { viewCount: '5' },
    })!;
    expect(row.view_count).toBe(5);
    expect(row.like_count).toBeNull();
    expect(row.comment_count).toBeNull();
    expect(row.duration).toBeNull();
    expect(row.duration_display).toBeNull();
    expect(row.tags).toEqual([]);
    expect(row.channel_id).toBeNull();
    expect(row.thumbnail_url).toBeNull();
    expect(row.privacyStatus).toBeNull();
  });

  it('normalises decomposed Hangul and never leaves the title blank', () => {
    const decomposed = '소방'.normalize('NFD');
    expect(mapVideoResource({ ...video, snippet: { ...video.snippet, title: decomposed } })!.title).toBe('소방');
    expect(mapVideoResource({ ...video, snippet: { ...video.snippet, title: '  ' } })!.title).toBe('abcDEF12_-x');
  });

  it('refuses items without an id or publish time', () => {
    expect(mapVideoResource({ ...video, id: undefined })).toBeNull();
    expect(mapVideoResource({ ...video, id: 'bad id!' })).toBeNull();
    expect(mapVideoResource({ ...video, snippet: { ...video.snippet, publishedAt: 'nope' } })).toBeNull();
  });
});

describe('mapChannelResource', () => {
  const channel = {
    id: 'UCabcdefghijklmnopqrstuv',
    snippet: {
      title: '서울소방',
      description: '공식 채널',
      customUrl: '@seoul119',
      thumbnails: { default: { url: 'd' }, high: { url: 'h' } },
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: 'UUabcdefghijklmnopqrstuv' } },
    statistics: { viewCount: '1000000', subscriberCount: '25000', hiddenSubscriberCount: false, videoCount: '412' },
  };

  it('maps channel_master fields and the uploads playlist', () => {
    expect(mapChannelResource(channel)).toEqual({
      channel_id: 'UCabcdefghijklmnopqrstuv',
      channel_name: '서울소방',
      description: '공식 채널',
      thumbnail_url: 'h',
      subscriber_count: 25000,
      video_count: 412,
      view_count: 1000000,
      uploadsPlaylistId: 'UUabcdefghijklmnopqrstuv',
      customUrl: '@seoul119',
    });
  });

  it('treats a hidden subscriber count as unknown', () => {
    const hidden = { ...channel, statistics: { ...channel.statistics, hiddenSubscriberCount: true } };
    expect(mapChannelResource(hidden)!.subscriber_count).toBeNull();
    expect(mapChannelResource({})).toBeNull();
  });
});

describe('mapPlaylistItem / mapSearchResult', () => {
  it('uses the video publish time, not the time it joined the playlist', () => {
    expect(
      mapPlaylistItem({
        snippet: { publishedAt: '2024-06-01T00:00:00Z', resourceId: { videoId: 'abcDEF12_-x' } },
        contentDetails: { videoId: 'abcDEF12_-x', videoPublishedAt: '2024-05-01T00:00:00Z' },
      }),
    ).toEqual({ videoId: 'abcDEF12_-x', publishedAt: new Date('2024-05-01T00:00:00Z') });
  });

  it('keeps private entries (no publish time) and drops ones without a video', () => {
    expect(mapPlaylistItem({ snippet: { title: 'Private video', resourceId: { videoId: 'abcDEF12_-x' } } })).toEqual({
      videoId: 'abcDEF12_-x',
      publishedAt: null,
    });
    expect(mapPlaylistItem({ snippet: { title: 'x' } })).toBeNull();
  });

  it('maps video search results only', () => {
    expect(
      mapSearchResult({ id: { kind: 'youtube#video', videoId: 'abcDEF12_-x' }, snippet: { publishedAt: '2024-05-01T00:00:00Z' } }),
    ).toEqual({ videoId: 'abcDEF12_-x', publishedAt: new Date('2024-05-01T00:00:00Z') });
    expect(mapSearchResult({ id: { kind: 'youtube#channel', channelId: 'UCx' } })).toBeNull();
  });
});
