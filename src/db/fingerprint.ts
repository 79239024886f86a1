import type { RawConnection } from './client.ts';

export interface TableFingerprint {
  table: string;
  rows: number;
  /** Sum of a 64-bit hash of every row's text: the same rows give the same sum, in any order. */
  checksum: string;
}

/**
 * Row count and checksum of every table in the public schema, by name. Two databases with the same
 * fingerprint hold the same rows (a backup restored, or a drill that proves one can be).
 */
export async function fingerprintDatabase(conn: RawConnection): Promise<TableFingerprint[]> {
  const tables = await conn.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const out: TableFingerprint[] = [];
  for (const { name } of tables) {
    // Table names come from the catalogue itself; quoted as identifiers all the same.
    const [row] = await conn.query<{ rows: number; checksum: string }>(
      `SELECT count(*) AS rows, coalesce(sum(hashtextextended(t::text, 119)), 0)::text AS checksum FROM "${name.replaceAll('"', '""')}" t`,
    );
    out.push({ table: name, rows: Number(row!.rows), checksum: row!.checksum });
  }
  return out;
}

/** Tables whose rows differ between two fingerprints (missing on either side counts). */
export function fingerprintDifferences(expected: TableFingerprint[], actual: TableFingerprint[]): string[] {
  const index = new Map(actual.map((entry) => [entry.table, entry]));
  const differing = expected.filter((entry) => {
    const other = index.get(entry.table);
    return !other || other.rows !== entry.rows || other.checksum !== entry.checksum;
  });
  const extra = actual.filter((entry) => !expected.some((e) => e.table === entry.table));
  return [...differing, ...extra].map((entry) => entry.table);
}
