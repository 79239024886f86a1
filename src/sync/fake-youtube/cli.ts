// Runs the fake YouTube on its own, e.g. for a child-process test or a benchmark:
//   node src/sync/fake-youtube/cli.ts --port 0 --channels 3 --videos 120 --keys k1,k2
// Prints one JSON line { url, keys, channels: [...] } on stdout, then serves until SIGTERM/SIGINT.

import { parseArgs } from 'node:util';
import { startFakeYouTube } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    channels: { type: 'string', default: '3' },
    videos: { type: 'string', default: '120' },
    keys: { type: 'string', default: 'test-key' },
    quota: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '119' },
  },
  strict: true,
});

function int(name: string, text: string | undefined, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name}: ${min}~${max} 사이의 정수가 필요합니다 (받은 값: ${text})`);
    process.exit(2);
  }
  return n;
}

const keys = (values.keys ?? '')
  .split(',')
  .map((k) => k.trim())
  .filter(Boolean);
const fake = await startFakeYouTube({
  port: int('port', values.port, 0, 65_535),
  channels: int('channels', values.channels, 0, 100_000),
  videosPerChannel: int('videos', values.videos, 0, 200_000),
  keys,
  dailyQuota: int('quota', values.quota, 0, 1_000_000_000),
  seed: int('seed', values.seed, 0, 2 ** 31),
});

const channels = fake.state.channels.map((c) => ({
  id: c.id,
  title: c.title,
  uploadsPlaylistId: c.uploadsPlaylistId,
  handle: c.handle,
  username: c.username,
  videoCount: c.uploadCount,
}));
process.stdout.write(`${JSON.stringify({ url: fake.url, keys, channels })}\n`);

const stop = (): void => {
  void fake.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
