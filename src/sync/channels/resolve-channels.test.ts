import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRef } from '../../shared/url/channel-ref.ts';
import { startFakeYouTube, type FakeYouTube } from '../fake-youtube/index.ts';
import { importSteps, type ChannelImportRow } from '../kinds/channel-import.ts';
import { createMemoryKeyProvider } from '../youtube/memory-key-provider.ts';
import { createYouTubeClient } from '../youtube/youtube-client.ts';
import { resolveChannelRefs, resolveCost } from './resolve-channels.ts';

// A realistic key: the client scrubs the key out of every answer, so a one-letter key would mangle the ids.
const KEY = 'FAKEResolveTestKey000000000000000000001';
let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 120, videosPerChannel: 0, keys: [KEY] });
});
afterAll(() => fake.close());

const client = () => createYouTubeClient({ baseUrl: fake.url, keys: createMemoryKeyProvider([KEY]) });
const id = (i: number): ChannelRef => ({ lookup: 'id', value: fake.state.channels[i]!.id });

describe('resolveChannelRefs', () => {
  it('looks 120 channel IDs up in 3 calls of 50 and keeps the order; unknown ids come back null', async () => {
    const before = fake.state.totalUnits();
    const refs = [...Array.from({ length: 120 }, (_, i) => id(119 - i)), { lookup: 'id' as const, value: 'UCxxxxxxxxxxxxxxxxxxxxxx' }];
    const { channels, units } = await resolveChannelRefs(client(), refs);
    expect(units).toBe(3);
    expect(fake.state.totalUnits() - before).toBe(3);
    expect(channels.slice(0, 120).map((c) => c?.channel_id)).toEqual(refs.slice(0, 120).map((r) => r.value));
    expect(channels[120]).toBeNull();
    expect(resolveCost(refs)).toBe(3);
  });

  it('asks a handle once however it is capitalised; a /c/ name tries the handle, then the username', async () => {
    const before = fake.state.totalUnits();
    const refs: ChannelRef[] = [
      { lookup: 'handle', value: 'fake119-7' },
      { lookup: 'handle', value: 'FAKE119-7' },
      { lookup: 'custom', value: 'fake119user8' },
      { lookup: 'username', value: 'no-such-user' },
    ];
    const { channels, units } = await resolveChannelRefs(client(), refs);
    expect(channels.map((c) => c?.channel_id ?? null)).toEqual([
      fake.state.channels[7]!.id,
      fake.state.channels[7]!.id,
      fake.state.channels[8]!.id,
      null,
    ]);
    expect(units).toBe(1 + 2 + 2);
    expect(fake.state.totalUnits() - before).toBe(5);
    expect(resolveCost(refs)).toBe(1 + 1 + 2 + 2);
  });
});

describe('importSteps', () => {
  it('puts named lookups first, one a step, then IDs 50 to a step (the order the estimate counts)', () => {
    const row = (line: number, lookup: ChannelImportRow['lookup']): ChannelImportRow => ({
      line,
      input: String(line),
      lookup,
      value: `v${line}`,
      channelType: 'fire_dept',
      region: null,
      autoSync: true,
    });
    const rows = [row(1, 'handle'), ...Array.from({ length: 120 }, (_, i) => row(i + 2, 'id')), row(200, 'custom')];
    expect(importSteps(rows).map((step) => step.length)).toEqual([1, 1, 50, 50, 20]);
    expect(resolveCost(rows)).toBe(1 + 2 + 3);
  });
});
