import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

// The Kysely types in src/db/schema*.ts are written by hand: this test migrates a fresh database (PGlite, or the
// PostgreSQL of DATABASE_URL) and compares every table and view with them — column names, nullability (tables;
// PostgreSQL reports every view column as nullable) and the kind of value a column reads back as.

type Family = 'string' | 'number' | 'boolean' | 'Date' | 'array' | 'any';
interface Column {
  /** null: the type cannot say (unknown, any). */
  nullable: boolean | null;
  family: Family;
}
type Shape = Map<string, Map<string, Column>>;

const SCHEMA = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** What `Database` (and the table interfaces it names) says each table's rows look like when read. */
function typedShape(): Shape {
  const program = ts.createProgram([SCHEMA], {
    strict: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(SCHEMA)!)!;
  const database = checker.getExportsOfModule(module).find((symbol) => symbol.name === 'Database');
  if (!database) throw new Error('src/db/schema.ts exports no Database interface');

  // ColumnType<Select, Insert, Update> (and Generated<T>) carry the read type in __select__.
  const selected = (type: ts.Type): ts.Type[] =>
    (type.isUnion() ? type.types : [type]).flatMap((member) => {
      const select = member.getProperty('__select__');
      return select ? selected(checker.getTypeOfSymbol(select)) : [member];
    });
  const familyOf = (type: ts.Type): Family => {
    if (checker.isArrayType(type) || checker.isTupleType(type)) return 'array';
    if (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.TemplateLiteral)) return 'string';
    if (type.flags & ts.TypeFlags.NumberLike) return 'number';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (type.getSymbol()?.name === 'Date') return 'Date';
    return 'any';
  };
  const column = (type: ts.Type): Column => {
    const members = selected(type);
    const values = members.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    const families = new Set(values.map(familyOf));
    const opaque = members.some((member) => member.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any));
    return { nullable: opaque ? null : values.length < members.length, family: families.size === 1 ? [...families][0]! : 'any' };
  };

  const shape: Shape = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns = new Map<string, Column>();
    for (const col of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns.set(col.name, column(checker.getTypeOfSymbol(col)));
    }
    shape.set(table.name, columns);
  }
  return shape;
}

const PG_FAMILIES: Record<string, Family> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  numeric: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  'timestamp without time zone': 'Date',
  date: 'Date',
  ARRAY: 'array',
};

interface DbColumn extends Column {
  view: boolean;
}

async function migratedShape(database: TestDatabase): Promise<Map<string, Map<string, DbColumn>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string; data_type: string; table_type: string }>`
    SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, t.table_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema()
    ORDER BY c.table_name, c.ordinal_position`.execute(database.handle.db);
  const shape = new Map<string, Map<string, DbColumn>>();
  for (const row of rows) {
    if (!shape.has(row.table_name)) shape.set(row.table_name, new Map());
    shape.get(row.table_name)!.set(row.column_name, {
      nullable: row.is_nullable === 'YES',
      family: PG_FAMILIES[row.data_type] ?? 'any',
      view: row.table_type === 'VIEW',
    });
  }
  return shape;
}

/** Every difference, one readable line each. */
function differences(typed: Shape, migrated: Map<string, Map<string, DbColumn>>): string[] {
  const out: string[] = [];
  for (const table of new Set([...typed.keys(), ...migrated.keys()])) {
    const types = typed.get(table);
    const columns = migrated.get(table);
    if (!types) {
      out.push(`${table}: in the database, missing from Database in src/db/schema*.ts`);
      continue;
    }
    if (!columns) {
      out.push(`${table}: typed in src/db/schema*.ts, but the migrations create no such table or view`);
      continue;
    }
    for (const name of new Set([...types.keys(), ...columns.keys()])) {
      const typedColumn = types.get(name);
      const column = columns.get(name);
      if (!typedColumn) out.push(`${table}.${name}: in the database, missing from the type`);
      else if (!column) out.push(`${table}.${name}: in the type, missing from the database`);
      else {
        if (!column.view && typedColumn.nullable !== null && column.nullable !== typedColumn.nullable)
          out.push(
            `${table}.${name}: the database says ${column.nullable ? 'NULL allowed' : 'NOT NULL'}, the type says ${typedColumn.nullable ? '| null' : 'never null'}`,
          );
        if (column.family !== 'any' && typedColumn.family !== 'any' && column.family !== typedColumn.family)
          out.push(`${table}.${name}: the database column reads back as ${column.family}, the type says ${typedColumn.family}`);
      }
    }
  }
  return out;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

describe('schema drift', () => {
  it('the Kysely types in src/db/schema*.ts match the migrated database', async () => {
    const typed = typedShape();
    expect(typed.size, 'tables read from the Database interface').toBeGreaterThan(20);
    expect(differences(typed, await migratedShape(database))).toEqual([]);
  });

  it('reports a difference when the types and the database disagree', () => {
    const typed: Shape = new Map([['t', new Map([['a', { nullable: false, family: 'string' as const }]])]]);
    const migrated = new Map([
      [
        't',
        new Map([
          ['a', { nullable: true, family: 'number' as const, view: false }],
          ['b', { nullable: false, family: 'string' as const, view: false }],
        ]),
      ],
    ]);
    expect(differences(typed, migrated)).toEqual([
      't.a: the database says NULL allowed, the type says never null',
      't.a: the database column reads back as number, the type says string',
      't.b: in the database, missing from the type',
    ]);
  });
});
