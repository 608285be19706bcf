import { bigint, customType, pgTable } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A post's searchable words (migration 0023); who may find it is read from the post itself. */
export const postSearch = pgTable('post_search', {
  postId: bigint('post_id', { mode: 'bigint' }).primaryKey(),
  document: tsvector('document').notNull(),
});
