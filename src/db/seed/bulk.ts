// Column-wise bulk insert that works the same on PGlite and node-postgres:
//   INSERT INTO t (a, b, …) SELECT u.a, u.b, … FROM unnest($1::text[], $2::bigint[], …) AS u(a, b, …)
// One parameter per column whatever the row count. Array columns (text[] per row) cannot go
// through unnest of a 2-D array (it flattens), so each row's array travels as one string
// joined by U+001F and is split again with string_to_array.

import type { RawConnection } from '../client.ts';

export type BulkType = 'text' | 'integer' | 'bigint' | 'real' | 'boolean' | 'timestamptz' | 'text[]';

export interface BulkColumn<Row> {
  name: string;
  type: BulkType;
  value: (row: Row) => unknown;
}

const UNIT_SEPARATOR = '\u001f';

export function bulkInsertSql(table: string, columns: readonly BulkColumn<never>[]): string {
  const names = columns.map((c) => c.name);
  const params = columns.map((c, i) => `$${i + 1}::${c.type === 'text[]' ? 'text' : c.type}[]`);
  const select = columns.map((c) => (c.type === 'text[]' ? `string_to_array(u.${c.name}, chr(31))` : `u.${c.name}`));
  return `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select.join(', ')} FROM unnest(${params.join(', ')}) AS u(${names.join(', ')})`;
}

function encode(type: BulkType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'text[]') {
    const items = value as readonly string[];
    for (const item of items) {
      if (item.includes(UNIT_SEPARATOR)) throw new Error(`array element contains U+001F: ${JSON.stringify(item)}`);
    }
    return items.join(UNIT_SEPARATOR);
  }
  if (type === 'timestamptz') return (value as Date).toISOString();
  return value;
}

/** Inserts `rows` in one statement (the caller chooses batch size and transaction). */
export async function bulkInsert<Row>(
  conn: RawConnection,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map((c) => rows.map((row) => encode(c.type, c.value(row))));
  await conn.query(bulkInsertSql(table, columns as readonly BulkColumn<never>[]), params);
}
