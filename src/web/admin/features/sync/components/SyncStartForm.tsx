// Starting a sync: the kind (incremental, full, statistics, keyword collection), then all or chosen
// channels, or a keyword and pages; the quota estimate and the start button follow the choice.
import { useId, useState } from 'react';
import type { SyncJobKind } from '../../../../../shared/api/sync.ts';
import { KIND_HINTS, KIND_LABELS, SYNC_KINDS } from '../sync-labels.ts';
import type { SyncRequest } from '../../../../api/sync.ts';
import { ChannelPicker } from './ChannelPicker.tsx';
import { CollectKeywordChoice, type ChosenKeyword } from './CollectKeywordChoice.tsx';
import { StartWithEstimate } from './StartWithEstimate.tsx';

type Scope = 'all' | 'chosen';

function choiceClass(active: boolean) {
  return `flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${active ? 'border-accent-strong bg-accent-soft' : 'border-line bg-surface hover:bg-surface-2'}`;
}

export function SyncStartForm() {
  const [kind, setKind] = useState<SyncJobKind>('incremental');
  const [scope, setScope] = useState<Scope>('all');
  const [channelIds, setChannelIds] = useState<string[]>([]);
  const [keyword, setKeyword] = useState<ChosenKeyword | null>(null);
  const [pages, setPages] = useState(1);
  const name = useId();
  const titleId = useId();
  const byChannel = kind === 'full' || kind === 'incremental';

  let request: SyncRequest | null = { kind };
  let missing: string | undefined;
  if (kind === 'keyword') {
    request = keyword ? { kind, keywordSlug: keyword.slug, pages } : null;
    missing = '수집할 키워드를 고르세요.';
  } else if (byChannel && scope === 'chosen') {
    request = channelIds.length ? { kind, channelIds } : null;
    missing = '동기화할 채널을 하나 이상 고르세요.';
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-5"
      data-testid="sync-start-form"
    >
      <h2 id={titleId} className="text-xl font-bold">
        동기화 시작
      </h2>
      <fieldset>
        <legend className="mb-2 font-semibold">종류</legend>
        <div className="grid gap-2 md:grid-cols-2">
          {SYNC_KINDS.map((k) => (
            <label key={k} className={choiceClass(kind === k)}>
              <input
                type="radio"
                name={`${name}-kind`}
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="mt-1 h-5 w-5 shrink-0 accent-[var(--accent-strong)]"
                aria-describedby={`${name}-${k}-hint`}
              />
              <span className="flex flex-col">
                <span className="font-bold">{KIND_LABELS[k]}</span>
                <span id={`${name}-${k}-hint`} className="text-sm text-muted">
                  {KIND_HINTS[k]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {byChannel && (
        <fieldset>
          <legend className="mb-2 font-semibold">대상 채널</legend>
          <div className="flex flex-wrap gap-2">
            {(['all', 'chosen'] as const).map((s) => (
              <label key={s} className={`${choiceClass(scope === s)} items-center`}>
                <input
                  type="radio"
                  name={`${name}-scope`}
                  value={s}
                  checked={scope === s}
                  onChange={() => setScope(s)}
                  className="h-5 w-5 accent-[var(--accent-strong)]"
                />
                {s === 'all' ? '자동 동기화하는 모든 채널' : '고른 채널만'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {byChannel && scope === 'chosen' && <ChannelPicker selected={channelIds} onChange={setChannelIds} />}
      {kind === 'keyword' && <CollectKeywordChoice chosen={keyword} onChoose={setKeyword} pages={pages} onPages={setPages} />}
      <StartWithEstimate request={request} missing={missing} />
    </section>
  );
}
