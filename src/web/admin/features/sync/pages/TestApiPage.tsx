// /119sys-ctrl/test-api: call one YouTube Data API endpoint with chosen parameters (the server adds a key)
// and see the status, the units it cost, which key paid, the time and the raw JSON answer.
import { AlertTriangle, Send } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { SelectField } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { newRow, ParamRows, rowsToParams, type ParamRow } from '../components/ParamRows.tsx';
import { TestApiResultView } from '../components/TestApiResult.tsx';
import { ENDPOINT_LABELS, ENDPOINT_UNITS, ENDPOINTS, formatUnits } from '../sync-labels.ts';
import type { YouTubeEndpoint } from '../../../../../shared/constants/sync.ts';
import { useChannelChoices, useSampleVideoId } from '../../../../api/catalogue-choices.ts';
import { useTestApi } from '../../../../api/sync.ts';
import { SubmitButton } from '../../../components/ActionButton.tsx';

interface Samples {
  channelId: string;
  videoId: string;
}

/** Sensible first parameters per endpoint, with ids from our own catalogue. */
function defaultRows(endpoint: YouTubeEndpoint, { channelId, videoId }: Samples): ParamRow[] {
  switch (endpoint) {
    case 'videos.list':
      return [newRow('part', 'snippet,statistics,contentDetails'), newRow('id', videoId)];
    case 'channels.list':
      return [newRow('part', 'snippet,statistics,contentDetails'), newRow('id', channelId)];
    case 'playlistItems.list':
      return [
        newRow('part', 'snippet,contentDetails'),
        newRow('playlistId', channelId.startsWith('UC') ? `UU${channelId.slice(2)}` : ''),
        newRow('maxResults', '50'),
      ];
    case 'search.list':
      return [newRow('part', 'snippet'), newRow('q', '소화기 사용법'), newRow('type', 'video'), newRow('maxResults', '50')];
  }
}

export default function TestApiPage() {
  const channels = useChannelChoices();
  const video = useSampleVideoId();
  const samples: Samples = { channelId: channels.data?.[0]?.channel_id ?? '', videoId: video.data ?? '' };
  const [endpoint, setEndpoint] = useState<YouTubeEndpoint>('videos.list');
  const [rows, setRows] = useState<ParamRow[]>(() => defaultRows('videos.list', samples));
  const [problem, setProblem] = useState<string | null>(null);
  const test = useTestApi();
  const warnId = useId();

  // The catalogue ids arrive after the first render: fill them into id rows still empty, nothing else.
  const sampleKey = `${samples.channelId}|${samples.videoId}`;
  useEffect(() => {
    const fill = new Map(defaultRows(endpoint, samples).map((row) => [row.name, row.value]));
    setRows((current) => current.map((row) => (row.value === '' && fill.get(row.name) ? { ...row, value: fill.get(row.name)! } : row)));
  }, [sampleKey]);

  function choose(next: YouTubeEndpoint) {
    setEndpoint(next);
    setRows(defaultRows(next, samples));
    setProblem(null);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = rowsToParams(rows);
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    test.mutate(
      { endpoint, params: parsed.params },
      { onError: (error) => setProblem(error instanceof Error ? error.message : '호출하지 못했습니다.') },
    );
  }

  const expensive = ENDPOINT_UNITS[endpoint] >= 100;
  return (
    <>
      <PageHeader
        title="API 점검"
        description="유튜브 Data API를 직접 불러 응답 원문과 쓴 할당량을 확인합니다. 키는 서버가 사용 중인 키 가운데서 골라 넣습니다."
      />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] xl:items-start">
        <form
          onSubmit={send}
          noValidate
          className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-5"
          aria-label="API 호출"
          data-testid="test-api-form"
        >
          <SelectField
            label="호출할 API"
            value={endpoint}
            onChange={(v) => choose(v as YouTubeEndpoint)}
            options={ENDPOINTS.map((e) => ({ value: e, label: `${ENDPOINT_LABELS[e]} · ${formatUnits(ENDPOINT_UNITS[e])}` }))}
            testId="test-api-endpoint"
          />
          {expensive && (
            <p
              id={warnId}
              className="flex gap-2 rounded-xl border border-accent-strong bg-accent-soft p-3 text-sm font-semibold"
              data-testid="search-cost-warning"
            >
              <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0 text-accent" />
              search.list는 한 번 부를 때마다 {formatGroupedNumber(ENDPOINT_UNITS[endpoint])}단위를 씁니다 (다른 호출은 1단위). 꼭 필요할
              때만 부르세요.
            </p>
          )}
          <ParamRows
            rows={rows}
            onChange={(next) => {
              setRows(next);
              setProblem(null);
            }}
          />
          <p role="alert" className="font-semibold text-accent empty:hidden" data-testid="test-api-error">
            {problem}
          </p>
          <div>
            <SubmitButton
              icon={Send}
              aria-describedby={expensive ? warnId : undefined}
              data-testid="test-api-send"
              busy={test.isPending}
              busyLabel="부르는 중..."
            >
              보내기
            </SubmitButton>
          </div>
        </form>
        <TestApiResultView result={test.isError ? null : (test.data ?? null)} pending={test.isPending} />
      </div>
    </>
  );
}
