// Suggested version groups (issue 22, ADR 0032), worked out in process from every public video's title, length and
// owner: titles equal once the markers are gone, at least one with a marker (it names the kind) and one without (the
// original), the same channel or the same fire headquarters, and lengths that fit the kind. Never applied alone:
// staff confirm, edit or dismiss (dismissed pairs are never suggested again).
import {
  SHORT_VERSION_MAX_SECONDS,
  VERSION_DURATION_FIT,
  VERSION_GROUP_MAX,
  type VersionKind,
} from '../../../shared/constants/versions.ts';
import { markedTitle } from './version-title.ts';

export interface CandidateRow {
  video_id: string;
  title: string;
  duration: number | null;
  channel_id: string | null;
  /** The headquarters region of the channel (fire departments and stations), else null. */
  region: string | null;
  upload_ms: number;
}

export interface FoundSuggestion {
  original: string;
  versions: { videoId: string; kind: Exclude<VersionKind, 'original'>; language: string | null }[];
  /** The shared title key and why the owner matched ('channel' or 'region'). */
  key: string;
  owner: 'channel' | 'region';
}

/** Titles shorter than this once stripped are too generic to pair ("소방", "안전"). */
const KEY_MIN = 4;
/** A stripped title shared by more videos than this is a templated family, not one item. */
const FAMILY_MAX = 12;

export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Whether a version of `kind` lasting `seconds` fits an original lasting `original` seconds. */
export function durationFits(kind: Exclude<VersionKind, 'original'>, original: number, seconds: number): boolean {
  if (kind === 'short') return seconds <= SHORT_VERSION_MAX_SECONDS && seconds < original;
  const fit = VERSION_DURATION_FIT[kind];
  return seconds >= original - Math.max(fit.floor, original * fit.below) && seconds <= original + Math.max(fit.floor, original * fit.above);
}

function ownerMatch(a: CandidateRow, b: CandidateRow): 'channel' | 'region' | null {
  if (a.channel_id !== null && a.channel_id === b.channel_id) return 'channel';
  if (a.region !== null && a.region === b.region) return 'region';
  return null;
}

type Entry = { row: CandidateRow; kind: FoundSuggestion['versions'][number]['kind'] | null; language: string | null };

/** The costly half (every title through the markers), kept per catalogue version: titles that could pair, by key. */
export function candidateBuckets(rows: readonly CandidateRow[]): Map<string, Entry[]> {
  const buckets = new Map<string, Entry[]>();
  for (const row of rows) {
    if (row.duration === null) continue;
    const marked = markedTitle(row.title);
    if (marked.key.length < KEY_MIN) continue;
    const list = buckets.get(marked.key);
    const entry = { row, kind: marked.kind, language: marked.language };
    if (list) list.push(entry);
    else buckets.set(marked.key, [entry]);
  }
  for (const [key, list] of buckets) {
    const pairable =
      list.length >= 2 && list.length <= FAMILY_MAX && list.some((e) => e.kind === null) && list.some((e) => e.kind !== null);
    if (!pairable) buckets.delete(key);
  }
  return buckets;
}

/** The cheap half: pairs within each bucket, leaving out what staff dismissed. */
export function findSuggestions(buckets: ReadonlyMap<string, readonly Entry[]>, dismissed: ReadonlySet<string>): FoundSuggestion[] {
  const found: FoundSuggestion[] = [];
  const uploaded = new Map<string, number>();
  for (const [key, list] of buckets) {
    for (const entry of list) uploaded.set(entry.row.video_id, entry.row.upload_ms);
    const originals = list.filter((entry) => entry.kind === null);
    const versions = list.filter((entry) => entry.kind !== null);
    const byOriginal = new Map<string, FoundSuggestion>();
    for (const version of versions) {
      const kind = version.kind!;
      const fitting = originals
        .map((original) => ({ original, owner: ownerMatch(original.row, version.row) }))
        .filter(
          ({ original, owner }) =>
            owner !== null &&
            durationFits(kind, original.row.duration!, version.row.duration!) &&
            !dismissed.has(pairKey(original.row.video_id, version.row.video_id)),
        )
        .sort(
          (a, b) =>
            Math.abs(a.original.row.duration! - version.row.duration!) - Math.abs(b.original.row.duration! - version.row.duration!) ||
            (a.owner === 'channel' ? -1 : 0) - (b.owner === 'channel' ? -1 : 0),
        );
      const best = fitting[0];
      if (!best) continue;
      // Two originals equally close: which one is meant cannot be told from the data; leave it to staff.
      const second = fitting[1];
      if (
        second &&
        second.owner === best.owner &&
        Math.abs(second.original.row.duration! - version.row.duration!) === Math.abs(best.original.row.duration! - version.row.duration!)
      )
        continue;
      const id = best.original.row.video_id;
      const suggestion = byOriginal.get(id) ?? { original: id, versions: [], key, owner: best.owner! };
      if (best.owner === 'region') suggestion.owner = suggestion.owner === 'channel' ? 'channel' : 'region';
      if (suggestion.versions.length < VERSION_GROUP_MAX - 1) {
        suggestion.versions.push({
          videoId: version.row.video_id,
          kind,
          language: kind === 'translated' ? (version.language ?? 'en') : version.language,
        });
      }
      byOriginal.set(id, suggestion);
    }
    found.push(...byOriginal.values());
  }
  // Newest first: what was uploaded lately is what staff are asked about first.
  const newest = (s: FoundSuggestion) => Math.max(...s.versions.map((v) => uploaded.get(v.videoId) ?? 0));
  return found.sort((a, b) => newest(b) - newest(a) || (a.original < b.original ? -1 : 1));
}
