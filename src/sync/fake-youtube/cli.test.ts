import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('fake YouTube CLI', () => {
  it('starts as a child process, prints one JSON line and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--channels', '3', '--videos', '120', '--keys', 'k1,k2'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      child.stdout.setEncoding('utf8');
      while (!out.includes('\n')) {
        const [chunk] = (await Promise.race([
          once(child.stdout, 'data'),
          once(child, 'exit').then(() => {
            throw new Error('CLI exited early');
          }),
        ])) as [string];
        out += chunk;
      }
      const info = JSON.parse(out.split('\n')[0]!);
      expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(info.keys).toEqual(['k1', 'k2']);
      expect(info.channels).toHaveLength(3);
      expect(info.channels[0]).toMatchObject({
        id: expect.stringMatching(/^UC/),
        uploadsPlaylistId: expect.stringMatching(/^UU/),
        videoCount: 120,
      });
      const response = await fetch(`${info.url}/youtube/v3/channels?part=id&id=${info.channels[0].id}&key=k2`);
      const body = (await response.json()) as { items: { id: string }[] };
      expect(body.items[0]!.id).toBe(info.channels[0].id);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
