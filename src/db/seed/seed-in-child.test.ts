import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { isFreshDataDir, seedInChildProcess } from './seed-in-child.ts';

const root = mkdtempSync(join(tmpdir(), 'seed-child-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('seedInChildProcess (an embedded first start)', () => {
  it('creates, migrates and seeds the directory in a child process, renamed into place when complete', async () => {
    const dataDir = join(root, 'pglite');
    expect(isFreshDataDir(dataDir)).toBe(true);
    const lines: string[] = [];
    const result = await seedInChildProcess({ dataDir, videos: 300, seed: 7, log: (line) => lines.push(line) });
    expect(result).toMatchObject({ videos: 300, channels: 154 });
    expect(lines.some((line) => line.includes('300/300 videos'))).toBe(true);
    expect(isFreshDataDir(dataDir)).toBe(false);
    expect(existsSync(`${dataDir}.seeding`)).toBe(false);
    const handle = await openDatabase({ dataDir });
    try {
      const videos = await handle.db
        .selectFrom('videos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(videos.n)).toBe(300);
      // The load set indexes and triggers aside: both are back, and the tallies the triggers keep match the rows.
      const indexes = await handle.embedded!.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'videos'`);
      expect(indexes.rows[0]!.n).toBeGreaterThan(15);
      const disabled = await handle.embedded!.query(`SELECT tgname FROM pg_trigger WHERE tgrelid = 'videos'::regclass AND tgenabled = 'D'`);
      expect(disabled.rows).toEqual([]);
      const tallies = await handle.embedded!.query<{ tallied: number; counted: number }>(
        `SELECT (SELECT coalesce(sum(videos), 0)::int FROM public_video_tallies) AS tallied, (SELECT count(*)::int FROM videos WHERE is_public) AS counted`,
      );
      expect(tallies.rows[0]!.tallied).toBe(tallies.rows[0]!.counted);
    } finally {
      await handle.close();
    }
  });

  it('leaves no directory behind when the child fails', async () => {
    const dataDir = join(root, 'failing');
    await expect(seedInChildProcess({ dataDir, videos: -1, seed: Number.NaN, log: () => undefined })).rejects.toThrow(/하위 프로세스/);
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(`${dataDir}.seeding`)).toBe(false);
  });
});
