import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseBuffersMb } from '../../../test/embeddedDatabase.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { Database } from './database.ts';
import { openDatabase } from './database.ts';
import { compileRowMapper, withCompiledRows } from './rowMapper.ts';

/** Tables of this suite alone, made as temporary tables on its one connection. */
const authors = pgTable('row_mapper_authors', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  name: text('name').notNull(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
});
const notes = pgTable('row_mapper_notes', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  authorId: bigint('author_id', { mode: 'bigint' }).notNull(),
  title: text('title').notNull(),
  tags: text('tags').array().notNull(),
  extra: jsonb('extra').$type<{ colour: string } | null>(),
  pinned: boolean('pinned').notNull(),
  // Without a time zone: Drizzle reads it as UTC, which the compiled mapping must keep.
  writtenAt: timestamp('written_at').notNull(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  score: integer('score'),
});
const polls = pgTable('row_mapper_polls', {
  noteId: bigint('note_id', { mode: 'bigint' }).primaryKey(),
  question: text('question').notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
});

let database: Database;
beforeAll(async () => {
  database =
    testDatabase === 'postgres'
      ? await openDatabase(
          { kind: 'postgres', url: process.env.TEST_DATABASE_URL! },
          // One connection: the temporary tables live on it.
          {
            size: 1,
            maxWaiting: 10,
            connectTimeoutMs: 2_000,
            queryTimeoutMs: 5_000,
            idleInTransactionMs: 5_000,
          },
        )
      : await openDatabase({ kind: 'pglite', dataDir: 'memory://', buffersMb: testDatabaseBuffersMb });
  const { db } = database;
  await db.execute(
    sql`CREATE TEMP TABLE row_mapper_authors (id bigint PRIMARY KEY, name text NOT NULL, joined_at timestamptz NOT NULL)`,
  );
  await db.execute(
    sql`CREATE TEMP TABLE row_mapper_notes (id bigint PRIMARY KEY, author_id bigint NOT NULL, title text NOT NULL, tags text[] NOT NULL, extra jsonb, pinned boolean NOT NULL, written_at timestamp NOT NULL, edited_at timestamptz, score integer)`,
  );
  await db.execute(
    sql`CREATE TEMP TABLE row_mapper_polls (note_id bigint PRIMARY KEY, question text NOT NULL, closes_at timestamptz NOT NULL)`,
  );
  await db.insert(authors).values([
    { id: 1n, name: 'Priya', joinedAt: new Date('2026-01-02T03:04:05.678Z') },
    { id: 9_007_199_254_740_993n, name: 'Олег "quoted"', joinedAt: new Date('2025-12-31T23:59:59Z') },
  ]);
  await db.insert(notes).values([
    {
      id: 10n,
      authorId: 1n,
      title: 'With everything',
      tags: ['a', 'b,c', '"d"'],
      extra: { colour: 'blue' },
      pinned: true,
      writtenAt: new Date('2026-03-04T05:06:07.089Z'),
      editedAt: new Date('2026-03-05T00:00:00Z'),
      score: 7,
    },
    {
      id: 11n,
      authorId: 9_007_199_254_740_993n,
      title: '手机 without a poll',
      tags: [],
      extra: null,
      pinned: false,
      writtenAt: new Date('2026-03-04T05:06:07Z'),
      editedAt: null,
      score: null,
    },
  ]);
  await db
    .insert(polls)
    .values({ noteId: 10n, question: 'Which?', closesAt: new Date('2026-04-01T00:00:00Z') });
});
afterAll(async () => {
  await database.close();
});

/** Notes with their authors, an aggregate and a left-joined poll: the shapes the hot reads select. */
const notesSelect = () =>
  database.db
    .select({
      note: notes,
      // An object mixing columns with computed SQL, as a comment's author with their badges.
      author: {
        id: authors.id,
        badge: sql<string>`upper(${authors.name})`,
        name: authors.name,
        joinedAt: authors.joinedAt,
      },
      tagCount: sql<number>`cardinality(${notes.tags})`.mapWith(Number),
      rank: sql<string>`'#' || ${notes.id}`,
      poll: polls,
      // A left-joined object whose first field is computed: Drizzle nulls it by its first column.
      pollAgain: { label: sql<string>`'poll'`, noteId: polls.noteId, question: polls.question },
    })
    .from(notes)
    .innerJoin(authors, eq(authors.id, notes.authorId))
    .leftJoin(polls, eq(polls.noteId, notes.id))
    .orderBy(notes.id);

describe("rows mapped once per statement (rowMapper.ts) against Drizzle's own mapping", () => {
  it('gives the same objects, keys in the same order, a missing joined row as null', async () => {
    const byDrizzle = await notesSelect().prepare('row_mapper_drizzle').execute();
    const compiled = withCompiledRows(notesSelect().prepare('row_mapper_compiled'));
    const byCompiled = await compiled.execute();

    expect(byCompiled).toEqual(byDrizzle);
    expect(byCompiled.map((row) => Object.keys(row))).toEqual(byDrizzle.map((row) => Object.keys(row)));
    expect(Object.keys(byCompiled[0]!.note)).toEqual(Object.keys(byDrizzle[0]!.note));
    // What the comparison rests on: both rows, a poll on the first only, values decoded.
    expect(byCompiled).toHaveLength(2);
    expect(byCompiled[0]!.poll?.question).toBe('Which?');
    expect(byCompiled[1]!.poll).toBeNull();
    expect(byCompiled[1]!.pollAgain).toBeNull();
    expect(byCompiled[0]!.author.badge).toBe('PRIYA');
    expect(byCompiled[1]!.author.id).toBe(9_007_199_254_740_993n);
    expect(byCompiled[0]!.note.writtenAt.toISOString()).toBe('2026-03-04T05:06:07.089Z');
    expect(byCompiled[0]!.tagCount).toBe(3);
  });

  it("leaves a shape it does not take to Drizzle's mapping", () => {
    // A path two objects deep.
    expect(compileRowMapper([{ path: ['a', 'b', 'c'], field: notes.id }], undefined)).toBeUndefined();
  });
});
