// The fake YouTube (Data API v3 + channel RSS, src/sync/fake-youtube) on 127.0.0.1 for the e2e server,
// so sync pages run real jobs without the network. Started with the server; specs script it through
// fakeYouTube() (same process: the specs are imported by e2e/run.ts after the server is up).
import { startFakeYouTube, type FakeYouTube } from '../../src/sync/index.ts';

/** Keys the fake accepts (10,000 units a day each); the specs add them through the admin page. */
export const E2E_YOUTUBE_KEYS = ['FAKEE2EfakeYouTubeKeyAlpha000000000001', 'FAKEE2EfakeYouTubeKeyBravo000000000002'] as const;

let running: FakeYouTube | null = null;

export async function startE2EYouTube(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  running = await startFakeYouTube({ channels: 3, videosPerChannel: 60, keys: [...E2E_YOUTUBE_KEYS] });
  const fake = running;
  return {
    // Jobs are picked up within 200 ms, and a cancel is noticed within 2 s (the heartbeat runs every third
    // of the lease), so a journey sees jobs queue, run, stop and finish.
    env: { YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_RSS_BASE_URL: fake.url, SYNC_POLL_MS: '200', SYNC_LEASE_SECONDS: '6' },
    async close() {
      await fake.close();
      if (running === fake) running = null;
    },
  };
}

/** The running fake (its dataset, call log, quota and scripted answers). */
export function fakeYouTube(): FakeYouTube {
  if (!running) throw new Error('fake YouTube not started (the e2e server starts it)');
  return running;
}
