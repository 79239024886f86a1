import { describe, expect, it } from 'vitest';
import { EMBEDDED_NODE_FLAGS, isTuned, MEMORY_NODE_OPTIONS, tunedEnv, tunedExecArgv } from './process-tuning.ts';

describe('memory settings for the server process (npm start)', () => {
  it('adds the malloc arena limit and the young-generation cap where nothing is set', () => {
    const env = tunedEnv({ PORT: '3000' });
    expect(env).toMatchObject({ PORT: '3000', MALLOC_ARENA_MAX: '2', NODE_OPTIONS: MEMORY_NODE_OPTIONS });
    expect(isTuned(env, [...EMBEDDED_NODE_FLAGS])).toBe(true);
    expect(isTuned({ PORT: '3000' })).toBe(false);
  });

  it("keeps the operator's own values and NODE_OPTIONS", () => {
    const env = tunedEnv({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-semi-space-size=32 --enable-source-maps' });
    expect(env.MALLOC_ARENA_MAX).toBe('4');
    expect(env.NODE_OPTIONS).toBe('--max-semi-space-size=32 --enable-source-maps');
    expect(tunedEnv({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(`--enable-source-maps ${MEMORY_NODE_OPTIONS}`);
  });

  it('a tuned environment is left as it is (no second restart)', () => {
    const once = tunedEnv({});
    expect(tunedEnv(once)).toEqual(once);
  });
});

describe("Node's flags for the server", () => {
  it('the embedded database gets the baseline WebAssembly tier only; a PostgreSQL server needs no flag', () => {
    expect(tunedExecArgv([], {})).toEqual([...EMBEDDED_NODE_FLAGS]);
    expect(tunedExecArgv(['--enable-source-maps'], {})).toEqual(['--enable-source-maps', ...EMBEDDED_NODE_FLAGS]);
    expect(tunedExecArgv([], { DATABASE_URL: 'postgres://db/x' })).toEqual([]);
    expect(tunedExecArgv([...EMBEDDED_NODE_FLAGS], {})).toEqual([...EMBEDDED_NODE_FLAGS]);
  });

  it('a process started without the flag is not tuned yet (npm start restarts it once), one started with it is', () => {
    const env = tunedEnv({});
    expect(isTuned(env, [])).toBe(false);
    expect(isTuned(env, tunedExecArgv([], env))).toBe(true);
    expect(isTuned({ ...env, DATABASE_URL: 'postgres://db/x' }, [])).toBe(true);
  });
});
