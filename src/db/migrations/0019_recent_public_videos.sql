-- Short periods (today, week, month) sorted by views or likes: the newest videos have the fewest views, so walking
-- videos_view_count_idx until 20 recent ones turn up read 100,000 rows for a week at 1M (0.7 s cold). The list
-- reads a short period's public rows on this index instead, without touching the table (an index-only scan with
-- every column its filters and sorts need), sorts them, and fetches the page's rows by id.
CREATE INDEX videos_public_recent_idx ON videos (upload_date DESC, id DESC)
  INCLUDE (view_count, like_count, channel_id, channel_type, keyword_id, is_short)
  WHERE is_public;
