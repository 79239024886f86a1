import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tunedEnv, tunedExecArgv } from '../../scripts/process-tuning.ts';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  startupMs: number;
  output: string[];
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts `node src/server/index.ts` as a child process and waits for the URL it prints. */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 15 * 60_000,
  /**
   * Extra Node flags (the request profiler adds --inspect), a command to run node under (valgrind), and
   * `operatorLimits` to keep the per-minute limits an operator has (the spike bench: its visitors are many addresses).
   */
  extra: { nodeFlags?: string[]; wrapper?: string[]; operatorLimits?: boolean } = {},
): Promise<RunningServer> {
  const started = Date.now();
  // BENCH_SERVER_DIR runs another checkout's server under the same load (e.g. a branch before it is merged).
  const untuned = process.env.BENCH_UNTUNED === '1';
  const flags = untuned ? [] : tunedExecArgv([], { ...process.env, ...env });
  const wrapper = extra.wrapper ?? [];
  const argv = [...flags, ...(extra.nodeFlags ?? []), 'src/server/index.ts'];
  const child = spawn(wrapper[0] ?? process.execPath, wrapper.length ? [...wrapper.slice(1), process.execPath, ...argv] : argv, {
    cwd: process.env.BENCH_SERVER_DIR ?? process.cwd(),
    // Load comes from one address: per-minute API limits (still evaluated on every request) set out of reach, unless
    // `operatorLimits` (then the process inherits no RATE_LIMIT_* from the bench's own environment either).
    // The process gets the memory settings and flags `npm start` gives it (scripts/process-tuning.ts) unless BENCH_UNTUNED=1.
    env: (untuned ? (e: NodeJS.ProcessEnv) => e : tunedEnv)({
      ...(extra.operatorLimits ? withoutRateLimits(process.env) : process.env),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...(extra.operatorLimits ? {} : { RATE_LIMIT_API: '1000000', RATE_LIMIT_SEARCH: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' }),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = { resolved: false };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output.join('')}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (ready.resolved) return;
      const match = /사이트: (http:\/\/[^\s/]+)\//.exec(output.join(''));
      if (match) {
        ready.resolved = true;
        clearTimeout(timer);
        // Output keeps being collected: the search index reports its size after the server listens (1M).
        resolve({
          url: match[1]!,
          child,
          startupMs: Date.now() - started,
          output,
          rssMb() {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
          },
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
}

function withoutRateLimits(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('RATE_LIMIT_')));
}
