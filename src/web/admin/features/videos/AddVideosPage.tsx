// /119sys-ctrl/videos/new: paste YouTube addresses or ids, preview what YouTube says (with the classifier's
// keyword suggestion), then publish at once or send to the curation queue.
import { Eye, Plus } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { VIDEO_ADD_MAX } from '../../../../shared/constants/admin-videos.ts';
import { splitPastedVideos } from '../../../../shared/url/youtube-video.ts';
import { useAddVideos, usePreviewVideos, type AddPreview, type AddResult } from '../../../api/admin-videos.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass, FieldGroup } from '../../../components/ui/Field.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { KeywordPicker, type PickedKeyword } from '../../components/KeywordPicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notify } from '../../components/notices.ts';
import { AddPreviewCard } from './AddPreviewCard.tsx';
import { VIDEOS_PATH } from './videos-params.ts';
import { ActionButton, SubmitButton } from '../../components/ActionButton.tsx';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export default function AddVideosPage() {
  const pasteId = useId();
  const pasteHint = useId();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<AddPreview | null>(null);
  const [keywordMode, setKeywordMode] = useState<'suggested' | 'chosen'>('suggested');
  const [keyword, setKeyword] = useState<PickedKeyword | null>(null);
  const [publish, setPublish] = useState(true);
  const [result, setResult] = useState<AddResult | null>(null);
  const previewing = usePreviewVideos();
  const adding = useAddVideos();
  const pasted = useMemo(() => splitPastedVideos(text), [text]);
  const readable = pasted.filter((p) => p.videoId).length;
  const addable = preview?.items.filter((item) => item.state === 'new') ?? [];
  const missingKeyword = publish && (keywordMode === 'chosen' ? !keyword : addable.some((item) => !item.suggestion));

  async function look(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    try {
      setPreview(await previewing.mutateAsync(pasted.map((p) => p.input).slice(0, VIDEO_ADD_MAX)));
    } catch (error) {
      notify('error', message(error, '유튜브에서 영상 정보를 가져오지 못했습니다.'));
    }
  }

  async function add() {
    if (!preview) return;
    try {
      const done = await adding.mutateAsync({
        urls: addable.map((item) => item.videoId!),
        publish,
        ...(keywordMode === 'chosen' && keyword ? { keywordId: keyword.id } : {}),
      });
      setResult(done);
      setPreview(null);
      setText('');
      notify(
        done.failed ? 'info' : 'success',
        `영상 ${done.added}개를 ${publish ? '게시했습니다' : '검수 대기열로 보냈습니다'}.${done.failed ? ` ${done.failed}개는 추가하지 못했습니다.` : ''}`,
      );
    } catch (error) {
      notify('error', message(error, '영상을 추가하지 못했습니다.'));
    }
  }

  return (
    <>
      <PageHeader
        title="영상 추가"
        description="유튜브 영상 주소나 영상 ID를 붙여 넣으면 유튜브에서 정보를 가져와 미리 보여 줍니다. 이미 있는 영상은 알려 주고 다시 넣지 않습니다."
        actions={
          <Link to={VIDEOS_PATH} className={buttonSecondary}>
            영상 관리로
          </Link>
        }
      />
      <form
        onSubmit={(e) => void look(e)}
        className="mb-6 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
        data-testid="add-form"
      >
        <label htmlFor={pasteId} className="font-semibold">
          유튜브 주소 또는 영상 ID
        </label>
        <textarea
          id={pasteId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          aria-describedby={pasteHint}
          className={`${fieldClass} h-auto py-2 font-mono`}
          placeholder={'https://www.youtube.com/watch?v=…\nhttps://youtu.be/…\nhttps://www.youtube.com/shorts/…'}
        />
        <p id={pasteHint} className="text-sm text-muted">
          {`한 줄에 하나씩, ${VIDEO_ADD_MAX}개까지 넣을 수 있습니다 (watch, youtu.be, shorts, embed, live, 모바일·뮤직 주소 모두 됩니다).`}
        </p>
        <p role="status" className="text-sm" data-testid="paste-count">
          {pasted.length
            ? `영상 ${readable}개를 읽었습니다.${pasted.length - readable ? ` ${pasted.length - readable}개는 읽을 수 없습니다.` : ''}`
            : ''}
        </p>
        <div>
          <SubmitButton icon={Eye} disabled={readable === 0} busy={previewing.isPending} busyLabel="유튜브에서 가져오는 중...">
            미리 보기
          </SubmitButton>
        </div>
      </form>

      {preview && (
        <section aria-labelledby="preview-heading" className="flex flex-col gap-4">
          <h2 id="preview-heading" className="text-lg font-bold">
            {`미리 보기 — 추가할 수 있는 영상 ${addable.length}개`}
          </h2>
          <ul className="flex flex-col gap-3" data-testid="add-preview-list">
            {preview.items.map((item, index) => (
              <AddPreviewCard key={`${item.input}-${index}`} item={item} />
            ))}
          </ul>
          {addable.length > 0 && (
            <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
              <FieldGroup label="키워드">
                <div className="flex flex-wrap gap-4">
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="keyword-mode"
                      checked={keywordMode === 'suggested'}
                      onChange={() => setKeywordMode('suggested')}
                      className="h-5 w-5 accent-accent-strong"
                    />
                    영상마다 분류기 제안대로
                  </label>
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="keyword-mode"
                      checked={keywordMode === 'chosen'}
                      onChange={() => setKeywordMode('chosen')}
                      className="h-5 w-5 accent-accent-strong"
                    />
                    모두 같은 키워드로
                  </label>
                </div>
              </FieldGroup>
              {keywordMode === 'chosen' && <KeywordPicker value={keyword} onChange={setKeyword} />}
              <FieldGroup label="추가한 뒤">
                <div className="flex flex-wrap gap-4">
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="publish"
                      checked={publish}
                      onChange={() => setPublish(true)}
                      className="h-5 w-5 accent-accent-strong"
                    />
                    바로 게시
                  </label>
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="publish"
                      checked={!publish}
                      onChange={() => setPublish(false)}
                      className="h-5 w-5 accent-accent-strong"
                    />
                    검수 대기열로 보내기
                  </label>
                </div>
              </FieldGroup>
              {missingKeyword && (
                <p className="text-sm font-semibold" role="note">
                  {keywordMode === 'chosen'
                    ? '게시하려면 키워드를 고르세요.'
                    : '분류기 제안이 없는 영상은 게시할 수 없어 건너뜁니다. 키워드를 직접 고르거나 검수 대기열로 보내세요.'}
                </p>
              )}
              <div>
                <ActionButton
                  icon={Plus}
                  className={buttonPrimary}
                  onClick={() => void add()}
                  disabled={adding.isPending || (publish && keywordMode === 'chosen' && !keyword)}
                  aria-busy={adding.isPending}
                >
                  {adding.isPending ? '추가하는 중...' : `영상 ${addable.length}개 추가`}
                </ActionButton>
              </div>
            </div>
          )}
        </section>
      )}

      {result && (
        <section aria-labelledby="result-heading" className="mt-6 rounded-2xl border border-line bg-surface p-4" data-testid="add-result">
          <h2 id="result-heading" className="mb-2 text-lg font-bold">
            {`추가 결과 — ${result.added}개 추가, ${result.failed}개 실패`}
          </h2>
          <ul className="flex flex-col gap-1">
            {result.results.map((r) => (
              <li key={r.input} className="break-all">
                <span className="font-mono">{r.videoId ?? r.input}</span>
                {' — '}
                {r.ok ? (r.status === 'published' ? '게시했습니다.' : '검수 대기열로 보냈습니다.') : r.message}
              </li>
            ))}
          </ul>
          <p className="mt-3 flex flex-wrap gap-3">
            <Link to={VIDEOS_PATH} className="font-semibold underline">
              영상 관리에서 보기
            </Link>
            <Link to={`${ADMIN_BASE}/curation`} className="font-semibold underline">
              큐레이션 검수로
            </Link>
          </p>
        </section>
      )}
    </>
  );
}
