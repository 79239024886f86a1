import type { ColumnType, Generated } from 'kysely';

// Kysely types for migrations/0008_admin_channels.sql (channel administration).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Who runs a channel (channel_master.channel_type, videos.channel_type); schema.ts re-exports it. */
export type ChannelType = 'fire_dept' | 'fire_station' | 'domestic' | 'international';

export type DeletedChannelVideoMode = 'keep' | 'archive';

export interface DeletedChannelsTable {
  id: Generated<number>;
  channel_id: string;
  channel_name: string;
  channel_type: ChannelType;
  /** The channel_master row as it was (jsonb: written as a JSON string, read back as a value). */
  channel_row: ColumnType<Record<string, unknown>, string, string>;
  video_mode: DeletedChannelVideoMode;
  video_ids: Generated<string[]>;
  deleted_at: Timestamp;
  deleted_by: string | null;
  deletion_reason: string | null;
  restorable_until: Timestamp;
}

export interface ChannelAdminTables {
  deleted_channels: DeletedChannelsTable;
}
