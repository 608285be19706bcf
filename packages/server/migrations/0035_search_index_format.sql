-- Which format of the search index post_search holds (ARCHITECTURE §4a). A node whose format is
-- newer indexes every post again at start (search/searchIndex.ts, upgradeSearchIndex) and records
-- it. Format 2 (issue 27) keeps й and adds the keys of Russian nouns whose stem changes across
-- cases: an index already holding posts was written in format 1; an empty one is already current.
CREATE TABLE search_index_format (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version integer NOT NULL
);
INSERT INTO search_index_format (version)
SELECT CASE WHEN EXISTS (SELECT 1 FROM post_search) THEN 1 ELSE 2 END;
