-- Search of posts (issue 15, ARCHITECTURE §4a). One row per post that has been indexed: its title and text
-- folded and segmented by the server (modules/search/searchText.ts) and turned into a tsvector of
-- the 'russian' configuration (Russian and English stems; other scripts' words whole, Chinese as
-- overlapping pairs). Who may find a post is decided at query time from the post itself (status,
-- board, author): this table holds words only, so a move, a shield or a removal applies at once.
CREATE TABLE post_search (
  post_id bigint PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
  document tsvector NOT NULL
);

-- Finds the posts holding every word of a query; GIN's posting lists keep a common word's long
-- list small.
CREATE INDEX post_search_document ON post_search USING gin (document);
