-- The curation queue is read highest (or lowest) confidence first by default (issue 25 item 5).
CREATE INDEX curation_queue_confidence_idx ON curation_queue (state, confidence DESC, id DESC);
