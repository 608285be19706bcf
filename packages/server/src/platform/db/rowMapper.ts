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
      /** The joined table that, when its first column is null, makes the object null (a left join's missing row). */
      nullWhenFirstIsNull: boolean;
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
 * table's object null when Drizzle makes it null (its first column null, all its columns from that
 * table); `rowMapper.test.ts` compares the two on every prepared statement. Answers undefined for a
 * shape it does not take (a path deeper than one object), which keeps Drizzle's own mapping.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const parts: Part[] = [];
  const objects = new Map<string, Extract<Part, { kind: 'object' }> & { table: string | false }>();
  for (const [index, { path, field }] of fields.entries()) {
    const decoder = decoderOf(field);
    if (path.length === 1) {
      parts.push({ kind: 'value', key: path[0]!, index, decoder });
      continue;
    }
    if (path.length !== 2) return undefined;
    const [objectKey, key] = path as [string, string];
    // Drizzle decides an object's null from its columns alone; an object with other fields keeps its mapping.
    if (!is(field, Column)) return undefined;
    const table = getTableName(field.table);
    let object = objects.get(objectKey);
    if (!object) {
      object = { kind: 'object', key: objectKey, columns: [], nullWhenFirstIsNull: false, table };
      objects.set(objectKey, object);
      parts.push(object);
    } else if (object.table !== table) {
      object.table = false;
    }
    object.columns.push({ key, index, decoder });
  }
  for (const object of objects.values())
    object.nullWhenFirstIsNull =
      joinsNotNullableMap !== undefined && object.table !== false && !joinsNotNullableMap[object.table];
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
        if (part.nullWhenFirstIsNull && row[part.columns[0]!.index] === null) {
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
