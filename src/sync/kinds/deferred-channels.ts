import type { JobContext } from '../jobs/job-context.ts';
import type { ChannelInScope } from './sync-deps.ts';

const WAIT_STEP_MS = 1_000;
const WAIT_LIMIT_MS = 120_000;

/**
 * Channels another job was syncing are done last, once that job lets go. After two minutes the channel
 * is skipped with a reason rather than synced twice at once.
 */
export async function waitForDeferredChannels(
  ctx: JobContext,
  channels: readonly ChannelInScope[],
  deferred: Set<string>,
  sync: (channel: ChannelInScope) => Promise<void>,
  limitMs = WAIT_LIMIT_MS,
): Promise<void> {
  const started = Date.now();
  while (deferred.size > 0) {
    for (const channelId of [...deferred]) {
      ctx.throwIfStopped();
      const channel = channels.find((item) => item.channelId === channelId);
      if (!channel) {
        deferred.delete(channelId);
        continue;
      }
      if (!(await ctx.lockChannel(channelId))) continue;
      await sync(channel);
      await ctx.unlockChannel(channelId);
      deferred.delete(channelId);
      await ctx.save({ currentItem: channel.channelName, checkpoint: { ...ctx.checkpoint, deferred: [...deferred] } });
    }
    if (deferred.size === 0) break;
    if (Date.now() - started > limitMs) {
      for (const channelId of deferred) {
        await ctx.item(channelId, 'skipped', {}, '다른 작업이 이 채널을 동기화하고 있어 건너뛰었습니다.');
        ctx.count('skippedChannels');
      }
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
