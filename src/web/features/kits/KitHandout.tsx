// The printed handout (print view): title, goals, and per video its title, note, question and a QR code, plus the
// kit's QR — laid out to fit one or two A4 pages. Shown only when printing.
import type { Ref } from 'react';
import { KIT_MESSAGES } from '../../../shared/constants/kits.ts';
import { formatDuration } from '../../../shared/format/index.ts';
import { kitQrUrl, type Kit } from '../../api/kits.ts';

/** Past this many videos the list prints in two columns with smaller QR codes, so 30 videos fit two pages. */
const COMPACT_FROM = 9;

export function KitHandout({ kit, ref }: { kit: Kit; ref?: Ref<HTMLElement> }) {
  const compact = kit.videos.length >= COMPACT_FROM;
  return (
    <section ref={ref} className="hidden text-black print:block" aria-label="인쇄용 유인물" data-testid="kit-handout">
      <div className="flex items-start gap-4 border-b-2 border-black pb-2">
        <div className="flex-1">
          <p className="text-xs">119 안전영상 · 수업 꾸러미</p>
          <h1 className="text-2xl font-extrabold">{kit.title}</h1>
          {kit.summary && <p className="text-sm">{kit.summary}</p>}
          {kit.goals.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {kit.goals.map((goal) => (
                <li key={goal}>{goal}</li>
              ))}
            </ul>
          )}
        </div>
        <figure className="w-24 text-center text-[10px]">
          <img src={kitQrUrl(kit.slug)} alt="꾸러미 QR 코드" className="h-24 w-24" />
          <figcaption>꾸러미 전체</figcaption>
        </figure>
      </div>
      <ol className={compact ? 'mt-1 columns-2 gap-x-6' : 'mt-2'} data-layout={compact ? 'compact' : 'full'}>
        {kit.videos.map((video) => (
          <li
            key={video.position}
            className={`flex break-inside-avoid items-start border-b border-gray-400 ${compact ? 'gap-2 py-1' : 'gap-3 py-2'}`}
          >
            <div className={`flex-1 ${compact ? 'text-xs leading-snug' : 'text-sm'}`}>
              <h2 className="font-bold">
                {video.position}. {video.available ? video.title : KIT_MESSAGES.unavailablePlaceholder}
              </h2>
              {video.available && (
                <p className={compact ? 'text-[10px]' : 'text-xs'}>
                  {video.channel_name}
                  {video.duration ? ` · ${formatDuration(video.duration)}` : ''}
                </p>
              )}
              {video.note && <p>메모: {video.note}</p>}
              {video.question && <p className={`font-semibold ${compact ? '' : 'mt-1'}`}>생각해 보기: {video.question}</p>}
            </div>
            {video.available && (
              <img
                src={kitQrUrl(kit.slug, video.video_id)}
                alt={`${video.position}번 영상 QR 코드`}
                className={`shrink-0 ${compact ? 'h-16 w-16' : 'h-20 w-20'}`}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
