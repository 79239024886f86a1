// The kit editor's state: what staff type (seconds as "90" or "1:30", goals one a line), read from a saved kit and
// turned into the API's body; a value the form itself can tell is wrong is refused with the API's field name.
import type { AdminKitCreateBody } from '../../../../shared/api/kits.ts';
import type { AudienceType } from '../../../../shared/constants/audiences.ts';
import { KIT_SECONDS_MAX } from '../../../../shared/constants/kits.ts';
import type { AdminKit } from '../../../api/admin-kits.ts';

export interface KitFormVideo {
  videoId: string;
  /** The title to show: the current one, or the one it was saved with when it can no longer be shown. */
  title: string;
  channel: string | null;
  thumbnailUrl: string | null;
  duration: number | null;
  /** false: deleted or unpublished since it was saved (staff must take it out or replace it). */
  available: boolean;
  note: string;
  question: string;
  start: string;
  end: string;
}

export interface KitFormState {
  title: string;
  slug: string;
  summary: string;
  lifeStages: AudienceType[];
  goalsText: string;
  videos: KitFormVideo[];
}

/** A refusal tied to a field, named as the API names it ('title', 'videos.2.endSeconds'). */
export interface FieldProblem {
  field: string | null;
  message: string;
}

export class KitFormError extends Error {
  readonly field: string;

  constructor(message: string, field: string) {
    super(message);
    this.field = field;
  }
}

export const emptyKitForm = (): KitFormState => ({ title: '', slug: '', summary: '', lifeStages: [], goalsText: '', videos: [] });

const secondsText = (value: number | null) => {
  if (value === null) return '';
  const minutes = Math.floor(value / 60);
  const seconds = value % 60;
  return minutes ? `${minutes}:${String(seconds).padStart(2, '0')}` : String(seconds);
};

export function fromAdminKit(kit: AdminKit): KitFormState {
  return {
    title: kit.title,
    slug: kit.slug,
    summary: kit.summary,
    lifeStages: [...kit.life_stages],
    goalsText: kit.goals.join('\n'),
    videos: kit.videos.map((video) => ({
      videoId: video.video_id,
      title: video.available && video.title ? video.title : video.saved_title,
      channel: video.channel_name,
      thumbnailUrl: video.thumbnail_url,
      duration: video.duration,
      available: video.available,
      note: video.note,
      question: video.question,
      start: secondsText(video.start_seconds),
      end: secondsText(video.end_seconds),
    })),
  };
}

/** "90", "1:30" or "1:02:03" → seconds; '' → null; anything else → undefined. */
export function parseSeconds(text: string): number | null | undefined {
  const value = text.trim();
  if (!value) return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(value)) return undefined;
  const parts = value.split(':').map(Number);
  if (parts.slice(1).some((part) => part >= 60)) return undefined;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds <= KIT_SECONDS_MAX ? seconds : undefined;
}

const SECONDS_HINT = '초(예: 90) 또는 분:초(예: 1:30)로 입력하세요.';

/** The body the API takes; throws KitFormError naming the field when a time cannot be read. */
export function toKitBody(form: KitFormState): AdminKitCreateBody {
  const videos = form.videos.map((video, index) => {
    const startSeconds = parseSeconds(video.start);
    if (startSeconds === undefined) throw new KitFormError(`시작 시각을 읽을 수 없습니다. ${SECONDS_HINT}`, `videos.${index}.startSeconds`);
    const endSeconds = parseSeconds(video.end);
    if (endSeconds === undefined) throw new KitFormError(`끝 시각을 읽을 수 없습니다. ${SECONDS_HINT}`, `videos.${index}.endSeconds`);
    return { videoId: video.videoId, note: video.note.trim(), question: video.question.trim(), startSeconds, endSeconds };
  });
  const slug = form.slug.trim();
  return {
    title: form.title.trim(),
    ...(slug ? { slug } : {}),
    summary: form.summary.trim(),
    lifeStages: form.lifeStages,
    goals: form.goalsText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    videos,
  };
}

/** Where a refusal shows: the field of the form, a video's row (and which of its fields), or above the form. */
export function problemPlace(
  field: string | null,
): { kind: 'form' } | { kind: 'field'; name: string } | { kind: 'video'; index: number; name: string } {
  if (!field) return { kind: 'form' };
  const video = /^videos\.(\d+)(?:\.(\w+))?/.exec(field);
  if (video) return { kind: 'video', index: Number(video[1]), name: video[2] ?? 'videoId' };
  const name = field.split('.')[0]!;
  return ['title', 'slug', 'summary', 'lifeStages', 'goals', 'videos'].includes(name) ? { kind: 'field', name } : { kind: 'form' };
}

/** The DOM id of the input a field's refusal focuses ('videos.2.endSeconds' → '<prefix>-videos-2-endSeconds'). */
export const fieldDomId = (prefix: string, field: string) => `${prefix}-${field.replace(/\./g, '-')}`;
