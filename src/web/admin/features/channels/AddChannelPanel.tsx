// Add a channel by anything a person would paste: look it up on YouTube first (shown before saving), choose
// type, region and auto-sync, save; then start its full sync at once or see it on the public list.
import { ExternalLink, RefreshCw, Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_CHANNEL_TYPE, type ChannelRegion } from '../../../../shared/constants/admin-channels.ts';
import { CHANNEL_TYPE_LABELS, CHANNEL_TYPES, type ChannelType } from '../../../../shared/constants/catalogue.ts';
import { useCreateChannel, usePreviewChannel, useSyncChannel, type AdminChannel } from '../../../api/admin-channels.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/notices.ts';
import { ChannelPreviewCard } from './ChannelPreviewCard.tsx';
import { checkboxClass, REGION_OPTIONS } from './channel-labels.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

const TYPE_OPTIONS = CHANNEL_TYPES.map((type) => ({ value: type, label: CHANNEL_TYPE_LABELS[type] }));
const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export function AddChannelPanel({ onClose }: { onClose: () => void }) {
  const preview = usePreviewChannel();
  const create = useCreateChannel();
  const sync = useSyncChannel();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [type, setType] = useState<ChannelType>(DEFAULT_CHANNEL_TYPE);
  const [region, setRegion] = useState('');
  const [autoSync, setAutoSync] = useState(true);
  const [featured, setFeatured] = useState(false);
  const [added, setAdded] = useState<AdminChannel | null>(null);
  const [syncJob, setSyncJob] = useState<{ jobId: number; quotaEstimate: number } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const problemId = useId();
  const found = preview.data && !added ? preview.data : null;

  async function look(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setAdded(null);
    setSyncJob(null);
    if (!input.trim()) return setProblem('채널 주소, @핸들 또는 채널 ID를 넣으세요.');
    try {
      await preview.mutateAsync(input.trim());
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      preview.reset();
      setProblem(message(error, '채널을 찾지 못했습니다.'));
    }
  }

  async function save() {
    if (!found) return;
    try {
      const channel = await create.mutateAsync({
        channel: found.channel.channel_id,
        channelType: type,
        region: region ? (region as ChannelRegion) : null,
        autoSync,
        isFeatured: featured,
      });
      setAdded(channel);
      notify('success', `${channel.channel_name} 채널을 등록했습니다.`);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      setProblem(message(error, '채널을 등록하지 못했습니다.'));
    }
  }

  async function startSync(channel: AdminChannel) {
    try {
      const job = await sync.mutateAsync(channel.id);
      setSyncJob(job);
      notify('success', `${channel.channel_name} 전체 동기화를 시작했습니다 (작업 #${job.jobId}).`);
    } catch (error) {
      notify('error', message(error, '동기화를 시작하지 못했습니다.'));
    }
  }

  function again() {
    setInput('');
    setAdded(null);
    setSyncJob(null);
    preview.reset();
  }

  return (
    <section
      aria-labelledby="add-channel-title"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
      data-testid="add-channel"
    >
      <h2 id="add-channel-title" className="text-lg font-bold">
        채널 추가
      </h2>
      <form
        noValidate
        onSubmit={look}
        className="flex flex-col gap-3 md:flex-row md:items-end"
        role="search"
        aria-label="유튜브에서 채널 찾기"
      >
        <TextField
          label="채널 주소, @핸들 또는 채널 ID"
          hint="예: youtube.com/@핸들, @핸들, UC로 시작하는 채널 ID, /c/·/user/ 주소"
          value={input}
          onChange={(value) => {
            setInput(value);
            setProblem(null);
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-errormessage={problem ? problemId : undefined}
          className="flex-1"
        />
        <ActionButton
          icon={Search}
          type="submit"
          className={`${buttonPrimary} md:mb-7`}
          disabled={preview.isPending}
          aria-busy={preview.isPending}
        >
          {preview.isPending ? '찾는 중...' : '유튜브에서 찾기'}
        </ActionButton>
      </form>
      {problem && (
        <p id={problemId} role="alert" className="font-semibold text-accent" data-testid="add-channel-error">
          {problem}
        </p>
      )}
      <div ref={resultRef} tabIndex={-1} className="outline-none" aria-live="polite">
        {found && (
          <div className="flex flex-col gap-4 rounded-xl border border-line bg-page p-4">
            <ChannelPreviewCard channel={found.channel} />
            {found.followed ? (
              <p className="font-semibold" data-testid="channel-already-followed">
                이미 등록된 채널입니다 ({CHANNEL_TYPE_LABELS[found.followed.channel_type]}). 목록에서 찾아 수정하세요.
              </p>
            ) : (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 font-semibold">이 채널을 어떻게 등록할까요?</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField label="유형" value={type} onChange={(value) => setType(value as ChannelType)} options={TYPE_OPTIONS} />
                  <SelectField label="지역 (소방본부·소방서)" value={region} onChange={setRegion} options={REGION_OPTIONS} />
                </div>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" className={checkboxClass} checked={autoSync} onChange={(e) => setAutoSync(e.target.checked)} />
                  자동 동기화 (예약된 증분 동기화에 포함)
                </label>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" className={checkboxClass} checked={featured} onChange={(e) => setFeatured(e.target.checked)} />
                  추천 채널로 표시
                </label>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={buttonPrimary} onClick={save} disabled={create.isPending} aria-busy={create.isPending}>
                    {create.isPending ? '등록하는 중...' : '이 채널 등록'}
                  </button>
                  <button type="button" className={buttonSecondary} onClick={again}>
                    다시 찾기
                  </button>
                </div>
              </fieldset>
            )}
          </div>
        )}
        {added && (
          <div className="flex flex-col gap-3 rounded-xl border border-line bg-page p-4" data-testid="channel-added">
            <p className="font-semibold">
              {`${added.channel_name} 채널을 등록했습니다. 영상은 전체 동기화로 가져옵니다${added.auto_sync ? ' (이후 새 영상은 예약된 증분 동기화가 가져옵니다)' : ''}.`}
            </p>
            {syncJob && (
              <p role="status">
                {`전체 동기화를 시작했습니다: 작업 #${syncJob.jobId}, 예상 ${syncJob.quotaEstimate}단위. `}
                <Link to={`${ADMIN_BASE}/youtube-sync`} className="font-semibold underline">
                  동기화 센터에서 진행 보기
                </Link>
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <ActionButton
                icon={RefreshCw}
                className={buttonPrimary}
                onClick={() => startSync(added)}
                disabled={sync.isPending || syncJob !== null}
              >
                지금 전체 동기화
              </ActionButton>
              <Link to={`/channels/${encodeURIComponent(added.channel_id)}`} className={buttonSecondary}>
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                공개 페이지에서 보기
              </Link>
              <button type="button" className={buttonSecondary} onClick={again}>
                다른 채널 추가
              </button>
              <button type="button" className={buttonSecondary} onClick={onClose}>
                닫기
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
