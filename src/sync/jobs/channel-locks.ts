import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Takes the channel for this job unless a live job holds it. A lock whose job is no longer running
 * (finished, or its runner died and the lease ran out) is taken over.
 */
export async function acquireChannelLock(db: Kysely<Database>, channelId: string, jobId: number, now: Date): Promise<boolean> {
  const result = await sql<{ job_id: number }>`
    INSERT INTO sync_channel_locks AS l (channel_id, job_id, locked_at) VALUES (${channelId}, ${jobId}, ${now})
    ON CONFLICT (channel_id) DO UPDATE SET job_id = EXCLUDED.job_id, locked_at = EXCLUDED.locked_at
    WHERE l.job_id = ${jobId} OR NOT EXISTS (
      SELECT 1 FROM sync_jobs j WHERE j.id = l.job_id AND j.state = 'running' AND j.lease_expires_at > ${now})
    RETURNING job_id`.execute(db);
  return result.rows.length === 1;
}

export async function releaseChannelLock(db: Kysely<Database>, channelId: string, jobId: number): Promise<void> {
  await db.deleteFrom('sync_channel_locks').where('channel_id', '=', channelId).where('job_id', '=', jobId).execute();
}
