// What the global setup hands every test worker (no vitest import: the setup runs in the main process).

export interface TestRun {
  /** The seed's clock: the run's start, so every file sees the same generated dates. */
  now: string;
  /** Where PGlite templates are dumped (one file per key). */
  dir: string;
  /** Names this run's PostgreSQL template databases. */
  id: string;
}

export const templatePrefix = (run: Pick<TestRun, 'id'>) => `tpl_${run.id}_`;

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
