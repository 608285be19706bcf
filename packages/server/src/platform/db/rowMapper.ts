import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** What turns one driver value into the column's value (Drizzle's columns and typed SQL have one). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** One selected field of a Drizzle prepared select, as Drizzle orders them (`orderSelectedFields`). */
type SelectedField = { path: string[]; field: unknown };

/** The parts of Drizzle's prepared select (both drivers) that say how its rows are mapped. */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** A top-level key of a row: a value at one column, or an object of several columns. */
type Part =
  | { kind: 'value'; key: string; index: number; decoder: Decoder }
  | {
      kind: 'object';
      key: string;
      columns: { key: string; index: number; decoder: Decoder }[];
      /**
       * The column whose null makes the object null (a left join's missing row), or -1: as Drizzle
       * decides it, the object's first table column, when all its table columns are of one table that
       * the join may leave out. Computed fields (SQL) take no part.
       */
      nullWhenNull: number;
    };

/** Typed SQL's decoder (internal to Drizzle's types, as its own `mapResultRow` reads it). */
const sqlDecoder = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder(field._.sql as SQL);
  return sqlDecoder((field as SQL.Aliased).sql);
}

/**
 * The mapping of Drizzle's `mapResultRow`, worked out once per statement instead of once per value.
 * Drizzle finds each value's decoder and place again on every row (two `is()` walks of the
 * prototype chain, a path iterator, a table-name lookup per value): a board's first page maps ~1,400
 * values (its cards' posts, authors and polls), and that was 0.33 of the 1.4 ms of server CPU the
 * list cost. The result is the same objects with the same keys in the same order, a left-joined
 * table's object null when Drizzle makes it null; `rowMapper.test.ts` compares the two. Answers
 * undefined for a shape it does not take (a path deeper than one object), which keeps Drizzle's own
 * mapping.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const parts: Part[] = [];
  const objects = new Map<
    string,
    Extract<Part, { kind: 'object' }> & { firstColumn: number; table: string | false | undefined }
  >();
  for (const [index, { path, field }] of fields.entries()) {
    const decoder = decoderOf(field);
    if (path.length === 1) {
      parts.push({ kind: 'value', key: path[0]!, index, decoder });
      continue;
    }
    if (path.length !== 2) return undefined;
    const [objectKey, key] = path as [string, string];
    let object = objects.get(objectKey);
    if (!object) {
      object = {
        kind: 'object',
        key: objectKey,
        columns: [],
        nullWhenNull: -1,
        firstColumn: -1,
        table: undefined,
      };
      objects.set(objectKey, object);
      parts.push(object);
    }
    object.columns.push({ key, index, decoder });
    if (!is(field, Column)) continue;
    const table = getTableName(field.table);
    if (object.table === undefined) {
      object.firstColumn = index;
      object.table = table;
    } else if (object.table !== table) {
      object.table = false;
    }
  }
  for (const object of objects.values()) {
    const { table } = object;
    if (joinsNotNullableMap !== undefined && typeof table === 'string' && !joinsNotNullableMap[table])
      object.nullWhenNull = object.firstColumn;
  }
  const decoded = (value: unknown, decoder: Decoder) =>
    value === null ? null : decoder.mapFromDriverValue(value);
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (const part of parts) {
        if (part.kind === 'value') {
          result[part.key] = decoded(row[part.index], part.decoder);
          continue;
        }
        if (part.nullWhenNull !== -1 && row[part.nullWhenNull] === null) {
          result[part.key] = null;
          continue;
        }
        const object: Record<string, unknown> = {};
        for (const column of part.columns) object[column.key] = decoded(row[column.index], column.decoder);
        result[part.key] = object;
      }
      return result;
    });
}

/**
 * A Drizzle prepared select whose rows are mapped by `compileRowMapper` from now on (the drivers
 * use a prepared query's own mapper when it has one). Anything else is returned as it is.
 */
export function withCompiledRows<Query>(query: Query): Query {
  const prepared = query as PreparedSelect;
  if (!prepared.fields || prepared.customResultMapper) return query;
  const mapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  if (mapper) prepared.customResultMapper = mapper;
  return query;
}
