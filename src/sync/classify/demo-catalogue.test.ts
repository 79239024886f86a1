import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { classifyVideo, type Classifier } from './classifier.ts';
import { loadClassifier } from './load.ts';
import { DEFAULT_PUBLISH_AT } from './apply.ts';

// The demo catalogue's videos know their keyword: classifying them again measures the rules on ~2,000 real keywords.
let database: TestDatabase;
let classifier: Classifier;
beforeAll(async () => {
  database = await createSeededTestDatabase(400);
  classifier = await loadClassifier(database.handle.db);
});
afterAll(() => database?.dispose());

describe('classification of the demo catalogue', () => {
  it('finds each video its own keyword, and what it would publish is nearly always right', async () => {
    const videos = await database.handle.db
      .selectFrom('videos')
      .select(['title', 'description', 'tags', 'keyword_id'])
      .where('keyword_id', 'is not', null)
      .orderBy('id')
      .execute();
    expect(classifier.rules.length).toBeGreaterThan(1_000);
    const started = performance.now();
    const matches = videos.map((video) => ({ video, match: classifyVideo(classifier, video) }));
    const perVideoMs = (performance.now() - started) / videos.length;

    const own = matches.filter(({ video, match }) => match?.keywordId === video.keyword_id).length;
    const confident = matches.filter(({ match }) => match && match.confidence >= DEFAULT_PUBLISH_AT);
    const confidentRight = confident.filter(({ video, match }) => match!.keywordId === video.keyword_id).length;
    expect(own / videos.length).toBeGreaterThan(0.9);
    expect(confident.length / videos.length).toBeGreaterThan(0.6);
    expect(confidentRight / confident.length).toBeGreaterThan(0.97);
    // Speed is a figure, not a pass mark (a busy machine must not fail this): printed beside the load.
    console.log(`classification: ${perVideoMs.toFixed(2)} ms per video (load ${loadavg()[0]!.toFixed(1)})`);
  });
});
