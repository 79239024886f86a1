import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from '../youtube/mappers.ts';
import { createDataset, toIsoDuration } from './dataset.ts';

describe('createDataset', () => {
  it('is deterministic per seed', () => {
    const a = createDataset({ seed: 7, channels: 3, videosPerChannel: 10 });
    const b = createDataset({ seed: 7, channels: 3, videosPerChannel: 10 });
    const c = createDataset({ seed: 8, channels: 3, videosPerChannel: 10 });
    const snapshot = (d: typeof a) => d.channels.map((ch) => d.uploadIds(ch).map((id) => d.video(id)!.title + id));
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(snapshot(a)).not.toEqual(snapshot(c));
  });

  it('builds 156 channels × 400 videos lazily with unique, well-formed ids', () => {
    const started = performance.now();
    const data = createDataset({ channels: 156, videosPerChannel: 400 });
    const ids = new Set<string>();
    for (const channel of data.channels) {
      expect(channel.id).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
      expect(channel.uploadsPlaylistId).toBe(`UU${channel.id.slice(2)}`);
      for (const id of data.uploadIds(channel)) ids.add(id);
    }
    expect(ids.size).toBe(156 * 400);
    expect(new Set(data.channels.map((c) => c.id)).size).toBe(156);
    for (const id of [...ids].slice(0, 2_000)) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      const video = data.video(id)!;
      expect(video.id).toBe(id);
      expect(parseIsoDuration(video.durationIso)).toBeGreaterThan(0);
      expect(video.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('rejects ids it never issued (wrong check characters or out of range)', () => {
    const data = createDataset({ channels: 1, videosPerChannel: 3 });
    const [id] = data.uploadIds(data.channels[0]!);
    expect(data.video(id!)).not.toBeNull();
    expect(data.video(`${id!.slice(0, 10)}${id![10] === 'A' ? 'B' : 'A'}`)).toBeNull();
    expect(data.video('short')).toBeNull();
  });

  it('uploads are newest first and new ones are later still', () => {
    const data = createDataset({ channels: 1, videosPerChannel: 30 });
    const channel = data.channels[0]!;
    const [added] = data.addUploads(channel, 1);
    const dates = data.uploadIds(channel).map((id) => data.video(id)!.publishedAt);
    expect(data.uploadIds(channel)[0]).toBe(added);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('removing, hiding and bumping change only what they should', () => {
    const data = createDataset({ channels: 1, videosPerChannel: 5 });
    const channel = data.channels[0]!;
    const [a, b, c] = data.uploadIds(channel);
    const views = data.video(c!)!.viewCount;
    data.removeVideo(a!);
    data.setPrivacy(b!, 'unlisted');
    data.bumpStatistics(c!, { views: 10 });
    expect(data.uploadIds(channel)).not.toContain(a);
    expect(data.uploadIds(channel)).not.toContain(b);
    expect(data.visibleCount(channel)).toBe(3);
    expect(data.video(a!)!.removed).toBe(true);
    expect(data.video(b!)!.privacy).toBe('unlisted');
    expect(data.video(c!)!.viewCount).toBe(views + 10);
    data.setPrivacy(b!, 'public');
    expect(data.uploadIds(channel)).toContain(b);
  });
});

describe('toIsoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [45, 'PT45S'],
    [60, 'PT1M'],
    [245, 'PT4M5S'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [3605, 'PT1H5S'],
  ])('%i s → %s and back', (seconds, iso) => {
    expect(toIsoDuration(seconds)).toBe(iso);
    expect(parseIsoDuration(iso)).toBe(seconds);
  });
});
