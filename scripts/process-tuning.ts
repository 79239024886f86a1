// Memory settings for the server process (the embedded server stays ≤ 400 MB RSS at 56k; bench/memory.ts).
// glibc otherwise gives each busy thread its own 64 MB malloc arena (PGlite's file reads run on the libuv pool),
// and Node 24 lets V8's young generation grow to 64 MB per semi-space; both are RSS that is never handed back.
// An environment that sets either itself (systemd, the container, NODE_OPTIONS) keeps its own value.
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '2' } as const;
export const MEMORY_NODE_OPTIONS = '--max-semi-space-size=16';

/** The environment a server process should start with: ours added where the operator has set nothing. */
export function tunedEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? MEMORY_ENV.MALLOC_ARENA_MAX,
    NODE_OPTIONS: nodeOptions.includes('--max-semi-space-size') ? nodeOptions : `${nodeOptions} ${MEMORY_NODE_OPTIONS}`.trim(),
  };
}

/** True when this process already runs with the settings (or the operator's own). */
export function isTuned(env: NodeJS.ProcessEnv): boolean {
  return env.MALLOC_ARENA_MAX !== undefined && (env.NODE_OPTIONS ?? '').includes('--max-semi-space-size');
}
