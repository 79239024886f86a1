// The notice form's state and its conversion to the API's body (pure: tested without a browser).
import type { CreateAlertBody } from '../../../../shared/api/disaster-alerts.ts';
import { NATIONAL_REGION, type Hazard } from '../../../../shared/constants/disaster-alerts.ts';
import type { AdminAlert, AlertDraft } from '../../../api/admin-alerts.ts';

export interface AlertFormState {
  hazard: Hazard;
  regions: string[];
  title: string;
  message: string;
  /** One action line per line of text. */
  stepsText: string;
  videos: { video_id: string; title: string }[];
  links: { label: string; url: string }[];
  /** datetime-local values (the browser's time zone); '' starts now. */
  startsAt: string;
  endsAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local value in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new notice covers the whole country, or an hq_editor's own regions (the server refuses anything wider). */
export function emptyForm(now: Date, hazard: Hazard = 'earthquake', ownRegions: readonly string[] | null = null): AlertFormState {
  return {
    hazard,
    regions: ownRegions?.length ? [...ownRegions] : [NATIONAL_REGION],
    title: '',
    message: '',
    stepsText: '',
    videos: [],
    links: [],
    startsAt: '',
    endsAt: toLocalInput(new Date(now.getTime() + 6 * 3_600_000)),
  };
}

/** A draft fills the texts, steps, videos and links; the regions and times staff already chose stay. */
export function withDraft(form: AlertFormState, draft: AlertDraft): AlertFormState {
  return {
    ...form,
    hazard: draft.hazard,
    title: draft.title,
    message: draft.message,
    stepsText: draft.steps.join('\n'),
    videos: draft.videos.map((v) => ({ video_id: v.video_id, title: v.title })),
    links: draft.links.map((l) => ({ ...l })),
  };
}

export function fromAlert(alert: AdminAlert): AlertFormState {
  return {
    hazard: alert.hazard,
    regions: [...alert.regions],
    title: alert.title,
    message: alert.message,
    stepsText: alert.steps.join('\n'),
    videos: alert.videoIds.map((id) => ({ video_id: id, title: alert.videos.find((v) => v.video_id === id)?.title ?? id })),
    links: alert.links.map((l) => ({ ...l })),
    startsAt: toLocalInput(new Date(alert.startsAt)),
    endsAt: toLocalInput(new Date(alert.endsAt)),
  };
}

/** Choosing 전국 clears the regions; choosing a region clears 전국. */
export function toggleRegion(regions: readonly string[], region: string): string[] {
  if (regions.includes(region)) return regions.filter((r) => r !== region);
  if (region === NATIONAL_REGION) return [NATIONAL_REGION];
  return [...regions.filter((r) => r !== NATIONAL_REGION), region];
}

const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

export function toBody(form: AlertFormState): CreateAlertBody {
  const startsAt = instant(form.startsAt);
  return {
    hazard: form.hazard,
    regions: form.regions as CreateAlertBody['regions'],
    title: form.title.trim(),
    message: form.message.trim(),
    steps: form.stepsText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    videoIds: form.videos.map((v) => v.video_id),
    links: form.links.map((l) => ({ label: l.label.trim(), url: l.url.trim() })),
    ...(startsAt ? { startsAt } : {}),
    endsAt: instant(form.endsAt) ?? '',
  };
}
