// `npm run sync -- full --channel X`: X must be a channel we follow — or, with `--add --type T`, one that is
// added first (any form a person would paste: UC… ID, @handle or channel address). Never "success with nothing".
import { CHANNEL_TYPES, CHANNEL_TYPE_LABELS, type ChannelType } from '../../shared/constants/catalogue.ts';
import { parseChannelRef } from '../../shared/url/channel-ref.ts';
import { SYSTEM_ACTOR, type Actor } from '../core/actor.ts';
import type { AppContext } from '../core/context.ts';
import { ApiError } from '../core/errors.ts';
import { AdminChannelService } from '../modules/channels/admin-channels.service.ts';

/** A refusal the CLI prints as it is and exits with `exitCode` (2: wrong usage, 1: cannot do it). */
export class CliRefusal extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

const CLI_ACTOR: Actor = { ...SYSTEM_ACTOR, email: 'cli (npm run sync)', userAgent: 'npm run sync' };

export function readChannelType(text: string | undefined): ChannelType {
  if (text && (CHANNEL_TYPES as readonly string[]).includes(text)) return text as ChannelType;
  const choices = CHANNEL_TYPES.map((type) => `${type}(${CHANNEL_TYPE_LABELS[type]})`).join(', ');
  throw new CliRefusal(`--add에는 --type으로 채널 유형을 정하세요: ${choices}`, 2);
}

/** The followed channel IDs for the given references, adding the unknown ones when asked to. */
export async function followedChannels(
  ctx: AppContext,
  inputs: readonly string[],
  options: { add: boolean; type: string | undefined },
  log: (message: string) => void,
): Promise<string[]> {
  const service = new AdminChannelService(ctx);
  const type = options.add ? readChannelType(options.type) : null;
  const ids: string[] = [];
  for (const input of inputs) {
    const parsed = parseChannelRef(input);
    const direct = /^\d{1,9}$/.test(input) || (parsed.ok && parsed.ref.lookup === 'id');
    if (direct) {
      const known = await service.get(input).catch(() => null);
      if (known) {
        ids.push(known.channel_id);
        continue;
      }
    }
    if (!type) {
      throw new CliRefusal(
        `'${input}'은(는) 등록된 채널이 아니어서 동기화하지 않았습니다. 관리 화면(채널 관리)에서 먼저 추가하거나, ` +
          `--add --type <유형>을 붙여 등록과 동시에 동기화하세요.`,
      );
    }
    if (!parsed.ok) throw new CliRefusal(`'${input}': ${parsed.reason}`, 2);
    ids.push(await addOrFind(service, input, type, log));
  }
  return [...new Set(ids)];
}

async function addOrFind(service: AdminChannelService, input: string, type: ChannelType, log: (message: string) => void) {
  try {
    const added = await service.create(CLI_ACTOR, { channel: input, channelType: type, autoSync: true, isFeatured: false });
    log(`채널을 등록했습니다: ${added.channel_name} (${added.channel_id}, ${CHANNEL_TYPE_LABELS[type]})`);
    return added.channel_id;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A handle or address of a channel we already follow: sync that one.
    if (error.code === 'CHANNEL_EXISTS') {
      const { followed } = await service.preview(input);
      if (followed) return followed.channel_id;
    }
    throw new CliRefusal(`'${input}': ${error.message}`);
  }
}
