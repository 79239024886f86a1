import type { KyselyPlugin } from 'kysely';
import type { AppContext } from '../core/context.ts';

/**
 * Counts the statements the app sends to the database (round trips) while installed: services read `ctx.db`
 * on every call, so swapping it for a counting handle sees every query, transactions included.
 */
export function countQueries(ctx: AppContext) {
  const original = ctx.db;
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  ctx.db = original.withPlugin(plugin);
  return {
    /** Statements since the last reset. */
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    restore() {
      ctx.db = original;
    },
  };
}
