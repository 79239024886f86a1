// The sync engine's public face: what the server may use of src/sync (docs/ARCHITECTURE.md).
export type { SyncEngine } from './engine.ts';
export { YouTubeApiError } from './youtube/youtube-client.ts';
export type { MappedVideo } from './youtube/mappers.ts';
export { channelsById, type ChannelInScope } from './kinds/sync-deps.ts';
// Adding videos by hand (admin video pages): YouTube's metadata, the classifier's suggestion, the same write as sync.
export { lookUpVideos, insertAddedVideo, type LookedUpVideo } from './kinds/add-videos.ts';
export { loadClassifier, classifyVideo, type Classification, type Classifier } from './classify/index.ts';
export { listApiKeys } from './keys/api-key-store.ts';
