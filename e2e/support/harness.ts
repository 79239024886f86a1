// A small describe/it runner for the browser specs: sequential, one shared server and browser,
// a timeout per test, a readable report. (node:test waits for the event loop, which the shared
// browser and server keep alive.)
type TestFn = () => Promise<void> | void;
interface TestCase {
  suite: string;
  name: string;
  fn: TestFn;
  timeoutMs: number;
}

const tests: TestCase[] = [];
let currentSuite = '';
export const DEFAULT_TEST_TIMEOUT_MS = 60_000;

export function describe(name: string, body: () => void): void {
  const previous = currentSuite;
  currentSuite = previous ? `${previous} › ${name}` : name;
  body();
  currentSuite = previous;
}

export function it(name: string, fn: TestFn, options: { timeoutMs?: number } = {}): void {
  tests.push({ suite: currentSuite, name, fn, timeoutMs: options.timeoutMs ?? DEFAULT_TEST_TIMEOUT_MS });
}

export interface RunSummary {
  passed: number;
  failed: { title: string; error: string }[];
}

export async function runRegisteredTests(log: (line: string) => void = console.log): Promise<RunSummary> {
  const summary: RunSummary = { passed: 0, failed: [] };
  let suite = '';
  for (const test of tests) {
    if (test.suite !== suite) {
      suite = test.suite;
      log(`\n▶ ${suite}`);
    }
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(test.fn),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${test.timeoutMs / 1000} s`)), test.timeoutMs);
        }),
      ]);
      summary.passed += 1;
      log(`  ✔ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      summary.failed.push({ title: `${test.suite} › ${test.name}`, error: message });
      log(
        `  ✘ ${test.name} (${Date.now() - started} ms)\n${message
          .split('\n')
          .slice(0, 12)
          .map((l) => `      ${l}`)
          .join('\n')}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }
  return summary;
}
