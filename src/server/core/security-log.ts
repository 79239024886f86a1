import { insertSecurityEvent, type SecurityEventInput } from '../../db/repositories/admin-security.repo.ts';
import type { Client } from './actor.ts';
import type { AppContext } from './context.ts';

type EventFields = Omit<SecurityEventInput, 'occurredAt' | 'address' | 'userAgent' | 'method' | 'path'>;

// Headless and scripted clients announce themselves here; real browsers do not.
const AUTOMATION_AGENTS =
  /HeadlessChrome|PhantomJS|Selenium|WebDriver|puppeteer|playwright|Cypress|python-requests|python-urllib|aiohttp|curl\/|Wget|Go-http-client|okhttp|Java\/|libwww-perl|Scrapy|node-fetch|undici|axios/i;

export function isAutomatedAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || AUTOMATION_AGENTS.test(userAgent);
}

/** Writes security events (never failing the request that caused them), at most once per key and window when asked. */
export class SecurityLog {
  readonly #ctx: Pick<AppContext, 'db' | 'now'>;
  readonly #onError: (error: unknown) => void;
  readonly #recent = new Map<string, number>();
  /** Events recorded by this process, by type (metrics: login failures, lock-outs, rate limits…). */
  readonly counts = new Map<string, number>();

  constructor(ctx: Pick<AppContext, 'db' | 'now'>, onError: (error: unknown) => void = () => undefined) {
    this.#ctx = ctx;
    this.#onError = onError;
  }

  async record(client: Client | null, event: EventFields): Promise<void> {
    this.counts.set(event.type, (this.counts.get(event.type) ?? 0) + 1);
    try {
      await insertSecurityEvent(this.#ctx.db, {
        ...event,
        occurredAt: this.#ctx.now(),
        address: client?.address ?? null,
        userAgent: client?.userAgent ?? null,
        method: client?.method ?? null,
        path: client?.path ?? null,
      });
    } catch (error) {
      this.#onError(error);
    }
  }

  /** Records the first event for `key` in each `windowMs` (a flood of 429s is one event, not thousands). */
  async recordOnce(key: string, windowMs: number, client: Client | null, event: EventFields): Promise<void> {
    const now = this.#ctx.now().getTime();
    const until = this.#recent.get(key);
    if (until !== undefined && until > now) return;
    this.#recent.set(key, now + windowMs);
    if (this.#recent.size > 10_000) {
      for (const [k, v] of this.#recent) if (v <= now) this.#recent.delete(k);
      if (this.#recent.size > 10_000) this.#recent.clear();
    }
    await this.record(client, event);
  }
}
