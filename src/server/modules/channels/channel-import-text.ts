// Pasted lines or a CSV/TSV file (already decoded to text by the page) → one row per channel: reference,
// optional type and optional region. A header row and '#' comment lines are skipped; lines keep their numbers.
import { parse } from 'csv-parse/sync';
import {
  ADMIN_CHANNEL_MESSAGES as MSG,
  CHANNEL_IMPORT_MAX_ROWS,
  CHANNEL_REGIONS,
  type ChannelRegion,
} from '../../../shared/constants/admin-channels.ts';
import { CHANNEL_TYPES, type ChannelType } from '../../../shared/constants/catalogue.ts';
import { parseChannelRef, type ChannelRef } from '../../../shared/url/channel-ref.ts';
import { badRequest } from '../../core/errors.ts';

export interface ImportLine {
  line: number;
  input: string;
  ref: ChannelRef | null;
  channelType: ChannelType;
  region: ChannelRegion | null;
  /** Why the row cannot be imported (Korean), or null. */
  error: string | null;
}

const TYPE_WORDS: Record<string, ChannelType> = {
  소방본부: 'fire_dept',
  소방재난본부: 'fire_dept',
  소방안전본부: 'fire_dept',
  소방서: 'fire_station',
  '소방서·연구기관': 'fire_station',
  연구기관: 'fire_station',
  국내: 'domestic',
  해외: 'international',
  국외: 'international',
};

// Long official names people type in a region column, by prefix (longer names first).
const REGION_ALIASES: readonly [string, ChannelRegion][] = [
  ['소방청', '전국'],
  ['국가', '전국'],
  ['경기도북부', '경기북부'],
  ['경기북부', '경기북부'],
  ['충청북', '충북'],
  ['충청남', '충남'],
  ['전라북', '전북'],
  ['전북특별자치', '전북'],
  ['전라남', '전남'],
  ['경상북', '경북'],
  ['경상남', '경남'],
];

const HEADER_WORDS = /^(채널|channel|주소|url|link|링크|id|핸들|handle|유튜브|youtube)/i;

export const IMPORT_TEXT_MESSAGES = {
  badType: '유형은 소방본부·소방서·국내·해외(또는 fire_dept, fire_station, domestic, international) 가운데 하나여야 합니다.',
  unreadable: (line: number, reason: string) => `${line}번째 줄을 읽을 수 없습니다: ${reason}`,
} as const;

function readType(text: string, fallback: ChannelType): ChannelType | null {
  const value = text.trim();
  if (value === '') return fallback;
  if ((CHANNEL_TYPES as readonly string[]).includes(value.toLowerCase())) return value.toLowerCase() as ChannelType;
  return TYPE_WORDS[value.replace(/\s+/g, '')] ?? null;
}

function readRegion(text: string): ChannelRegion | null | undefined {
  const value = text.replace(/\s+/g, '');
  if (value === '') return null;
  if ((CHANNEL_REGIONS as readonly string[]).includes(value)) return value as ChannelRegion;
  const alias = REGION_ALIASES.find(([prefix]) => value.startsWith(prefix));
  if (alias) return alias[1];
  // '서울특별시', '부산광역시', '제주특별자치도': the short name it starts with.
  return [...CHANNEL_REGIONS].sort((a, b) => b.length - a.length).find((region) => value.startsWith(region));
}

/** Parses the text; refuses (400 naming 'text') what cannot be read at all, marks bad rows one by one. */
export function parseImportText(text: string, defaultType: ChannelType): ImportLine[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      comment: '#',
      comment_no_infix: true,
      info: true,
    }) as unknown as typeof records; // with `info`, each record comes as { record, info }
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    throw badRequest(IMPORT_TEXT_MESSAGES.unreadable(line, '따옴표(")가 닫히지 않았습니다.'), 'text');
  }
  const rows = records.filter(({ record }, index) => {
    const first = record[0] ?? '';
    return !(index === 0 && !parseChannelRef(first).ok && HEADER_WORDS.test(first));
  });
  if (rows.length === 0) throw badRequest(MSG.importEmpty, 'text');
  if (rows.length > CHANNEL_IMPORT_MAX_ROWS) throw badRequest(MSG.importTooMany, 'text');
  return rows.map(({ record, info }) => {
    const [input = '', typeText = '', regionText = ''] = record;
    const parsed = parseChannelRef(input);
    const channelType = readType(typeText, defaultType);
    const region = readRegion(regionText);
    const error = !parsed.ok
      ? parsed.reason
      : channelType === null
        ? IMPORT_TEXT_MESSAGES.badType
        : region === undefined
          ? MSG.regionUnknown
          : null;
    return {
      line: info.lines,
      input,
      ref: parsed.ok ? parsed.ref : null,
      channelType: channelType ?? defaultType,
      region: region ?? null,
      error,
    };
  });
}
