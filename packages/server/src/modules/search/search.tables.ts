import { bigint, boolean, customType, integer, pgTable } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A post's searchable words (migration 0023); who may find it is read from the post itself. */
export const postSearch = pgTable('post_search', {
  postId: bigint('post_id', { mode: 'bigint' }).primaryKey(),
  document: tsvector('document').notNull(),
});

/** The format of the words in `post_search` (migration 0035): one row. */
export const searchIndexFormat = pgTable('search_index_format', {
  one: boolean('one').primaryKey().default(true),
  version: integer('version').notNull(),
});
