// The sync engine's public face: the server imports src/sync only through this file.

// Channel administration (issue 10): resolving pasted channel references and the bulk-import job.
export { resolveChannelRefs, resolveCost } from './channels/resolve-channels.ts';
export type { ResolvedChannels } from './channels/resolve-channels.ts';
export type { ChannelImportParams, ChannelImportRow } from './kinds/channel-import.ts';
export type { MappedChannel } from './youtube/mappers.ts';
export { YouTubeApiError } from './youtube/youtube-client.ts';
export { QuotaRefusedError } from './engine.ts';
export { JobConflictError } from './jobs/job-store.ts';
