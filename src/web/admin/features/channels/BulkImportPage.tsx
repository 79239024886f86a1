// /119sys-ctrl/channels/bulk-import: paste lines or open a CSV/TSV file (UTF-8, UTF-16 or CP949), always see a
// dry run first (per row: found, followed, duplicate, not on YouTube, quota), then import the chosen rows as one
// job followed live (?job= in the URL, so a reload keeps watching it).
import { Eye, FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CHANNEL_IMPORT_MAX_ROWS, DEFAULT_CHANNEL_TYPE } from '../../../../shared/constants/admin-channels.ts';
import { CHANNEL_TYPE_LABELS, CHANNEL_TYPES, type ChannelType } from '../../../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { readInt } from '../../../../shared/url/url-params.ts';
import { useImportChannels, type ChannelImportPreview } from '../../../api/admin-channels.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass, SelectField } from '../../../components/ui/Field.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { checkboxClass } from './channel-labels.ts';
import { decodeChannelFile, MAX_IMPORT_FILE_BYTES, type FileEncoding } from './decode-file.ts';
import { ImportJobPanel } from './ImportJobPanel.tsx';
import { ImportPreviewList, ImportSummary } from './ImportPreviewList.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';

const TYPE_OPTIONS = CHANNEL_TYPES.map((type) => ({ value: type, label: CHANNEL_TYPE_LABELS[type] }));
const EXAMPLE = [
  '채널,유형,지역',
  '@seoul119,소방본부,서울',
  'https://www.youtube.com/channel/UC…,국내',
  'youtube.com/@어느소방서,소방서,경기',
].join('\n');
const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export default function BulkImportPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobId = params.has('job') ? readInt(params, 'job', 0, 1, Number.MAX_SAFE_INTEGER) || null : null;
  const run = useImportChannels();
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ name: string; encoding: FileEncoding } | null>(null);
  const [defaultType, setDefaultType] = useState<ChannelType>(DEFAULT_CHANNEL_TYPE);
  const [autoSync, setAutoSync] = useState(true);
  const [preview, setPreview] = useState<{ text: string; result: ChannelImportPreview } | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const textId = useId();
  const hintId = useId();
  // A preview belongs to the text it was made from: editing the list asks for a new one.
  const current = preview && preview.text === text ? preview.result : null;

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (picked.size > MAX_IMPORT_FILE_BYTES) return setProblem('파일이 너무 큽니다 (1MB까지).');
    const decoded = decodeChannelFile(new Uint8Array(await picked.arrayBuffer()));
    setText(decoded.text);
    setFile({ name: picked.name, encoding: decoded.encoding });
    setProblem(null);
  }

  async function dryRun(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const result = await run.mutateAsync({ dryRun: true, text, defaultType, autoSync });
      if (!result.dryRun) return;
      setPreview({ text, result });
      setChosen(new Set(result.rows.filter((row) => row.status === 'ready').map((row) => row.line)));
      requestAnimationFrame(() => previewRef.current?.focus());
    } catch (error) {
      setPreview(null);
      setProblem(message(error, '미리 보기를 하지 못했습니다.'));
    }
  }

  async function importChosen() {
    if (!current) return;
    const rows = current.rows
      .filter((row) => chosen.has(row.line) && row.status === 'ready')
      .map((row) => ({ line: row.line, ...(row.channel ? { channelId: row.channel.channel_id } : {}) }));
    try {
      const result = await run.mutateAsync({ dryRun: false, text, defaultType, autoSync, rows });
      if (result.dryRun) return;
      setPreview(null);
      navigate(`?job=${result.job.id}`);
    } catch (error) {
      setProblem(message(error, '등록을 시작하지 못했습니다.'));
    }
  }

  const toggle = (line: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(line);
      else next.delete(line);
      return next;
    });
  const readyCount = current?.rows.filter((row) => row.status === 'ready').length ?? 0;

  return (
    <>
      <PageHeader
        title="채널 일괄 등록"
        description={`여러 채널을 한 번에 등록합니다. 목록을 붙여 넣거나 CSV·TSV 파일을 열고, 미리 보기에서 줄마다 결과를 확인한 뒤 고른 줄만 등록합니다 (한 번에 ${CHANNEL_IMPORT_MAX_ROWS}줄까지).`}
      />
      {jobId !== null ? (
        <section aria-labelledby="import-job-title" className="flex flex-col gap-4">
          <h2 id="import-job-title" className="text-lg font-bold">
            등록 결과
          </h2>
          <ImportJobPanel jobId={jobId} />
          <div>
            <button type="button" className={buttonSecondary} onClick={() => navigate('?')}>
              다른 목록 등록
            </button>
          </div>
        </section>
      ) : (
        <>
          <form
            noValidate
            onSubmit={dryRun}
            className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
            aria-labelledby="import-input-title"
          >
            <h2 id="import-input-title" className="text-lg font-bold">
              1. 채널 목록 넣기
            </h2>
            <div className="flex flex-col gap-1">
              <label htmlFor={textId} className="font-semibold">
                채널 목록 (한 줄에 하나: 주소, @핸들 또는 채널 ID, 이어서 쉼표나 탭으로 유형·지역)
              </label>
              <textarea
                id={textId}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-describedby={hintId}
                rows={8}
                spellCheck={false}
                className={`${fieldClass} h-auto min-h-40 py-2 font-mono text-sm`}
                placeholder={EXAMPLE}
                data-testid="import-text"
              />
              <p id={hintId} className="text-sm text-muted">
                유형은 소방본부·소방서·국내·해외(비우면 아래 기본 유형), 지역은 서울·부산…제주 또는 전국(소방청)입니다. 첫 줄의 제목과 #로
                시작하는 줄은 건너뜁니다.
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <label className={`${buttonSecondary} cursor-pointer focus-within:outline-2 focus-within:outline-focus`}>
                <Upload aria-hidden="true" className="h-4 w-4" />
                파일 열기 (CSV·TSV·TXT)
                <input
                  type="file"
                  accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
                  className="sr-only"
                  onChange={readFile}
                  data-testid="import-file"
                />
              </label>
              {file && (
                <p className="text-sm" role="status" data-testid="import-file-info">
                  {`${file.name} (${file.encoding}로 읽음)`}
                </p>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label="기본 유형 (유형 칸이 빈 줄)"
                value={defaultType}
                onChange={(value) => setDefaultType(value as ChannelType)}
                options={TYPE_OPTIONS}
              />
              <label className="inline-flex min-h-11 items-center gap-2 self-end">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={autoSync}
                  onChange={(event) => setAutoSync(event.target.checked)}
                />
                자동 동기화 켜기
              </label>
            </div>
            {problem && (
              <p role="alert" className="font-semibold text-accent" data-testid="import-error">
                {problem}
              </p>
            )}
            <div>
              <ActionButton
                icon={Eye}
                type="submit"
                className={buttonPrimary}
                disabled={run.isPending || !text.trim()}
                aria-busy={run.isPending}
              >
                {run.isPending && !current ? '유튜브에서 찾는 중...' : '미리 보기'}
              </ActionButton>
            </div>
          </form>
          {current && (
            <section aria-labelledby="import-preview-title" className="mt-8 flex flex-col gap-4">
              <h2 id="import-preview-title" ref={previewRef} tabIndex={-1} className="text-lg font-bold">
                2. 미리 보기 (아직 저장하지 않았습니다)
              </h2>
              <ImportSummary preview={current} />
              <ImportPreviewList rows={current.rows} chosen={chosen} onToggle={toggle} />
              <div className="flex flex-wrap items-center gap-3">
                <ActionButton
                  icon={FileUp}
                  className={buttonPrimary}
                  onClick={importChosen}
                  disabled={run.isPending || chosen.size === 0}
                  aria-busy={run.isPending}
                  data-testid="import-start"
                >{`고른 ${formatGroupedNumber(chosen.size)}곳 등록`}</ActionButton>
                <span className="text-sm text-muted">{`등록 가능 ${formatGroupedNumber(readyCount)}곳 가운데 ${formatGroupedNumber(chosen.size)}곳을 골랐습니다.`}</span>
              </div>
            </section>
          )}
        </>
      )}
    </>
  );
}
