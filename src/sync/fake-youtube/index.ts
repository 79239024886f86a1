// The fake YouTube's public surface for tests, benchmarks and the CLI.
export { startFakeYouTube } from './server.ts';
export type { CallRecord, FakeYouTube, FakeYouTubeOptions, FakeYouTubeState } from './server.ts';
export { scripted, errorBody } from './scripts.ts';
export type { ScriptedResponse } from './scripts.ts';
export { createDataset, toIsoDuration } from './dataset.ts';
export type { Dataset, DatasetOptions, FakeChannel, FakePlayback, FakeVideo, Privacy } from './dataset.ts';
