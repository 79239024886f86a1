-- Search: GIN indexes over the best-known videos only (static_rank >= 18.5, about the top 11 % of the
-- demo catalogue). The top-k matches by static rank of a mid-frequency word are found here without
-- visiting every match; when the slice holds fewer than k, the full indexes answer.
-- The constant must equal HOT_STATIC_RANK in src/db/repositories/search-relevance.ts.
CREATE INDEX videos_search_terms_hot_idx ON videos USING gin (search_terms) WHERE static_rank >= 18.5::real;
CREATE INDEX videos_title_terms_hot_idx ON videos USING gin (title_terms) WHERE static_rank >= 18.5::real;
