import type { Actor } from '../core/actor.ts';
import type { Audit, AuditChange } from '../core/audit.ts';
import type { AppContext } from '../core/context.ts';
import { ApiError } from '../core/errors.ts';
import type { Store } from '../core/store.ts';

export interface MemoryStore<R> extends Store<R> {
  /** Audit rows of the writes that committed, in order. */
  readonly audits: (AuditChange & { actorEmail: string })[];
  /** How often a write told public answers to change. */
  readonly catalogueChanges: number;
}

/**
 * A store on in-memory fakes (ADR 0024). Writes take turns like locked rows do; a write that throws, or records no
 * audit row, puts `state` back as it was — the transaction's all-or-nothing, without a database. Fakes keep every
 * row they hold in `state` (plain objects, arrays, Maps, Sets), so the snapshot sees it all.
 */
export function memoryStore<R>(repos: R, state: Record<string, unknown>): MemoryStore<R> {
  const audits: (AuditChange & { actorEmail: string })[] = [];
  let catalogueChanges = 0;
  let turn: Promise<unknown> = Promise.resolve();
  const write = async <T>(actor: Actor, work: (repos: R, audit: Audit) => Promise<T>) => {
    const saved = structuredClone(state);
    const pending: (AuditChange & { actorEmail: string })[] = [];
    try {
      // The audit row's id, as the database would give it (bulk-task items keep it, ADR 0026).
      const result = await work(repos, async (change) => audits.length + pending.push({ ...change, actorEmail: actor.email }));
      if (pending.length === 0) throw new Error('auditedWrite: the write recorded no audit row');
      audits.push(...pending);
      return result;
    } catch (error) {
      for (const key of Object.keys(state)) delete state[key];
      Object.assign(state, saved);
      throw error;
    }
  };
  return {
    read: repos,
    write<T>(actor: Actor, work: Parameters<typeof write<T>>[1]): Promise<T> {
      const run = turn.then(() => write(actor, work));
      turn = run.catch(() => undefined);
      return run;
    },
    async catalogueChanged() {
      catalogueChanges += 1;
    },
    audits,
    get catalogueChanges() {
      return catalogueChanges;
    },
  };
}

/** A fake with only the functions a test needs; calling any other says which one is missing. */
export function partialFake<R extends object>(implemented: Partial<R>): R {
  return new Proxy(implemented, {
    get(target, name) {
      if (name in target) return target[name as keyof typeof target];
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return () => {
        throw new Error(`the in-memory fake has no ${String(name)}(): add it to the fake`);
      };
    },
  }) as R;
}

/** The context a service gets in a unit test: a clock, and a database and cache that fail loudly if reached. */
export function unitContext(now: () => Date = () => new Date('2026-03-01T01:00:00Z')): Pick<AppContext, 'db' | 'now' | 'cache'> {
  const unreachable = (what: string) =>
    new Proxy(
      {},
      {
        get() {
          throw new Error(`a unit test reached ${what}: pass the service an in-memory store`);
        },
      },
    );
  return { now, db: unreachable('the database') as AppContext['db'], cache: unreachable('the response cache') as AppContext['cache'] };
}

export const TEST_ACTOR: Actor = { userId: 900, email: 'chief@fire.example.kr', address: '198.51.100.7', userAgent: 'unit-test' };

/** How a service call refused: the ApiError's status, code and field (fails when it did not refuse with one). */
export async function refusal(work: Promise<unknown>): Promise<{ status: number; code: string; field: string | undefined }> {
  const error = await work.then(
    () => new Error('the call did not refuse'),
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw error;
  return { status: error.statusCode, code: error.code, field: error.field };
}
