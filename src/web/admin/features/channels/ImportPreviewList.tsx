// The dry run, row by row: what was pasted, the channel YouTube found, and whether it can be imported.
import { CHANNEL_LOOKUP_LABELS, IMPORT_ROW_STATUS_LABELS } from '../../../../shared/constants/admin-channels.ts';
import { CHANNEL_TYPE_LABELS } from '../../../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import type { ChannelImportPreview } from '../../../api/admin-channels.ts';
import { ChannelAvatar } from './ChannelAvatar.tsx';
import { badgeClass, checkboxClass, countText, monoFont, regionLabel } from './channel-labels.ts';

type Row = ChannelImportPreview['rows'][number];

const STATUS_STYLE: Record<Row['status'], string> = {
  ready: 'border-accent-strong',
  exists: 'text-muted',
  duplicate: 'text-muted',
  not_found: 'border-accent-strong text-accent',
  invalid: 'border-accent-strong text-accent',
};

export function ImportSummary({ preview }: { preview: ChannelImportPreview }) {
  const { summary, quota } = preview;
  const parts: [string, number][] = [
    [IMPORT_ROW_STATUS_LABELS.ready, summary.ready],
    [IMPORT_ROW_STATUS_LABELS.exists, summary.exists],
    [IMPORT_ROW_STATUS_LABELS.duplicate, summary.duplicate],
    [IMPORT_ROW_STATUS_LABELS.not_found, summary.notFound],
    [IMPORT_ROW_STATUS_LABELS.invalid, summary.invalid],
  ];
  return (
    <div className="flex flex-col gap-2" data-testid="import-summary">
      <ul className="flex flex-wrap gap-2" aria-label="미리 보기 요약">
        <li className={badgeClass}>{`전체 ${formatGroupedNumber(summary.total)}줄`}</li>
        {parts.map(([label, count]) => (
          <li key={label} className={badgeClass}>{`${label} ${formatGroupedNumber(count)}`}</li>
        ))}
      </ul>
      <p className="text-sm" data-testid="import-quota">
        {`미리 보기에 쓴 할당량 ${formatGroupedNumber(quota.spent)}단위 · 등록에 필요한 할당량 ${formatGroupedNumber(
          quota.needed,
        )}단위 (채널 50곳마다 1단위) · 오늘 남은 할당량 ${formatGroupedNumber(quota.remaining)}단위`}
      </p>
    </div>
  );
}

export function ImportPreviewList({
  rows,
  chosen,
  onToggle,
}: {
  rows: Row[];
  chosen: ReadonlySet<number>;
  onToggle: (line: number, on: boolean) => void;
}) {
  return (
    <ul className="flex flex-col gap-2" data-testid="import-rows">
      {rows.map((row) => {
        const id = `import-line-${row.line}`;
        const region = regionLabel(row.region);
        return (
          <li
            key={row.line}
            className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center"
            data-testid="import-row"
            data-line={row.line}
            data-status={row.status}
          >
            <div className="flex items-center gap-2 sm:w-32 sm:shrink-0">
              {row.status === 'ready' ? (
                <input
                  id={id}
                  type="checkbox"
                  className={checkboxClass}
                  checked={chosen.has(row.line)}
                  onChange={(event) => onToggle(row.line, event.target.checked)}
                  aria-describedby={`${id}-what`}
                />
              ) : (
                <span className="h-6 w-6 shrink-0" aria-hidden="true" />
              )}
              {row.status === 'ready' ? (
                <label htmlFor={id} className="font-semibold tabular-nums">
                  {`${row.line}번째 줄 등록`}
                </label>
              ) : (
                <span className="font-semibold tabular-nums">{`${row.line}번째 줄`}</span>
              )}
            </div>
            <div id={`${id}-what`} className="flex min-w-0 flex-1 flex-col gap-1">
              <p className={`truncate text-sm ${monoFont}`} title={row.input}>
                {row.input || '(빈 칸)'}
              </p>
              {row.channel && (
                <div className="flex items-center gap-2">
                  <ChannelAvatar name={row.channel.channel_name} url={row.channel.thumbnail_url} />
                  <div className="min-w-0">
                    <p className="font-bold break-keep">{row.channel.channel_name}</p>
                    <p className="text-sm text-muted">
                      {`구독자 ${countText(row.channel.subscriber_count, '명')} · 영상 ${countText(row.channel.video_count, '개')}`}
                    </p>
                  </div>
                </div>
              )}
              <p className="text-sm text-muted">
                {`${CHANNEL_TYPE_LABELS[row.channelType]}${region ? ` · ${region}` : ''}${row.lookup ? ` · ${CHANNEL_LOOKUP_LABELS[row.lookup]}` : ''}`}
              </p>
            </div>
            <div className="flex flex-col items-start gap-1 sm:w-56 sm:shrink-0 sm:items-end">
              <span className={`${badgeClass} ${STATUS_STYLE[row.status]}`} data-testid="import-row-status">
                {IMPORT_ROW_STATUS_LABELS[row.status]}
              </span>
              {row.reason && row.status !== 'ready' && <p className="text-sm break-keep sm:text-right">{row.reason}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
