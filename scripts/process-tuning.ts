// Memory settings for the server process (the embedded server stays ≤ 400 MB RSS at 56k; bench/memory.ts).
// glibc otherwise gives each busy thread its own 64 MB malloc arena (PGlite's file reads run on the libuv pool),
// and Node 24 lets V8's young generation grow to 64 MB per semi-space; both are RSS that is never handed back.
// 8 MB semi-spaces: with 16 the peak under the bench's cached load was 410–446 MB, with 8 it was 324–366 MB
// (three runs each), for about 15% less uncached search throughput at saturation (2,300 instead of 2,725 req/s).
// An environment that sets either itself (systemd, the container, NODE_OPTIONS) keeps its own value.
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '2' } as const;
export const MEMORY_NODE_OPTIONS = '--max-semi-space-size=8';
/**
 * Embedded database only: V8's optimising tier compiles one of PGlite's WebAssembly functions (105 KB of code,
 * 0.4 s) with a 600 MB working set a second after start, which was the 700–780 MB RSS peak. The baseline tier
 * alone keeps the peak at the steady level; index lookups cost the same, full scans about 30% more (docs/operations.md).
 * A command-line flag: Node refuses it in NODE_OPTIONS, and set at run time it comes too late.
 */
export const EMBEDDED_NODE_FLAGS = ['--liftoff-only'] as const;

/** The environment a server process should start with: ours added where the operator has set nothing. */
export function tunedEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? MEMORY_ENV.MALLOC_ARENA_MAX,
    NODE_OPTIONS: nodeOptions.includes('--max-semi-space-size') ? nodeOptions : `${nodeOptions} ${MEMORY_NODE_OPTIONS}`.trim(),
  };
}

/** Node's own flags for the server: the embedded database's (above) unless DATABASE_URL names a PostgreSQL server. */
export function tunedExecArgv(execArgv: readonly string[], env: NodeJS.ProcessEnv): string[] {
  if (env.DATABASE_URL) return [...execArgv];
  return [...execArgv, ...EMBEDDED_NODE_FLAGS.filter((flag) => !execArgv.includes(flag))];
}

/** True when this process already runs with the settings (or the operator's own). */
export function isTuned(env: NodeJS.ProcessEnv, execArgv: readonly string[] = []): boolean {
  return (
    env.MALLOC_ARENA_MAX !== undefined &&
    (env.NODE_OPTIONS ?? '').includes('--max-semi-space-size') &&
    tunedExecArgv(execArgv, env).length === execArgv.length
  );
}
