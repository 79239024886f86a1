import QRCode from 'qrcode';
import * as repo from '../../../db/repositories/kits.repo.ts';
import type { CsvFormat } from '../../../shared/api/common.ts';
import type { Kit, KitSummary } from '../../../shared/api/kits.ts';
import { KIT_CSV_HEADER, KIT_MESSAGES as MSG } from '../../../shared/constants/kits.ts';
import type { AppContext } from '../../core/context.ts';
import { toCsv } from '../../core/csv.ts';
import { notFound } from '../../core/errors.ts';
import { toKit, toKitSummary } from './kit-views.ts';

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

/** Lesson kits as everyone sees them: the list, one kit with its videos in order, its QR codes and its CSV (ADR 0030). */
export class KitService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list(audience?: string): Promise<KitSummary[]> {
    return (await repo.listKits(this.#ctx.db, audience)).map(toKitSummary);
  }

  async detail(slug: string): Promise<Kit> {
    const row = await repo.findKitBySlug(this.#ctx.db, slug.normalize('NFC'));
    if (!row) throw notFound(MSG.notFound);
    return toKit(row, await repo.kitVideos(this.#ctx.db, row.id));
  }

  /** The kit's address (or one of its videos' shared address inside the kit page) as a QR code, SVG. */
  async qrSvg(origin: string, slug: string, videoId?: string): Promise<string> {
    const kit = await this.detail(slug);
    let target = `${origin}${path('kits', kit.slug)}`;
    if (videoId) {
      if (!kit.videos.some((video) => video.video_id === videoId && video.available)) throw notFound('꾸러미에 없는 영상입니다.');
      target += `?video=${encodeURIComponent(videoId)}`;
    }
    // Level M survives a smudged printout; the margin is the quiet zone scanners need.
    return QRCode.toString(target, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  }

  async exportCsv(origin: string, slug: string, format: CsvFormat) {
    const kit = await this.detail(slug);
    const rows = kit.videos.map((video) => [
      video.position,
      video.video_id,
      video.title ?? MSG.unavailablePlaceholder,
      video.channel_name ?? '',
      video.duration ?? '',
      video.start_seconds ?? '',
      video.end_seconds ?? '',
      video.note,
      video.question,
      video.available ? `${origin}${path('kits', kit.slug)}?video=${encodeURIComponent(video.video_id)}` : '',
    ]);
    return { csv: toCsv(KIT_CSV_HEADER, rows, format), name: `수업꾸러미-${kit.slug}.csv`, asciiName: `kit-${kit.id}.csv` };
  }
}
