// Diagnostic checks (R-ERROR-06): each with a 5 s timeout, reported as pass/fail with its duration.
import { fetchChannelTotal } from '../../api/channels.ts';
import { getSessionId } from '../../api/session-id.ts';
import { apiUrl } from '../../api/transport.ts';
import { fetchHealth, fetchStatistics } from '../../api/statistics.ts';

export const DIAGNOSTIC_TIMEOUT_MS = 5_000;

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

async function timed(name: string, run: (signal: AbortSignal) => Promise<string>): Promise<CheckResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(DIAGNOSTIC_TIMEOUT_MS);
  try {
    const detail = await run(signal);
    return { name, ok: true, detail, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const detail = signal.aborted
      ? `${DIAGNOSTIC_TIMEOUT_MS / 1000}초 안에 응답하지 않았습니다`
      : error instanceof Error
        ? error.message
        : String(error);
    return { name, ok: false, detail, ms: Math.round(performance.now() - started) };
  }
}

export function runDiagnostics(): Promise<CheckResult[]> {
  return Promise.all([
    timed('API 서버 응답', async (signal) => {
      const health = await fetchHealth(signal);
      return `버전 ${health.version}, 상태 ${health.status === 'ok' ? '정상' : '일부 이상'}`;
    }),
    timed('데이터베이스 연결', async (signal) => {
      const { database } = await fetchHealth(signal);
      if (!database.reachable) throw new Error('데이터베이스에 연결할 수 없습니다');
      return `${database.kind === 'pglite' ? '내장 PostgreSQL(PGlite)' : 'PostgreSQL'} · 스키마 ${database.schemaVersion ?? '알 수 없음'} · ${database.latencyMs}ms`;
    }),
    timed('채널 테이블 읽기 (channel_master)', async (signal) => {
      return `채널 ${(await fetchChannelTotal(signal)).toLocaleString('ko-KR')}곳`;
    }),
    timed('통계 읽기 (current_statistics)', async (signal) => {
      return `영상 ${(await fetchStatistics(signal)).totalVideos.toLocaleString('ko-KR')}개`;
    }),
    timed('세션 확인', async () => {
      const id = getSessionId();
      if (!id) throw new Error('세션 ID를 만들 수 없습니다');
      return `세션 저장소 사용 가능 (ID ${id.slice(0, 8)}…)`;
    }),
  ]);
}

export function environmentInfo(): { label: string; value: string }[] {
  const storage = (() => {
    try {
      localStorage.setItem('ydvp_probe', '1');
      localStorage.removeItem('ydvp_probe');
      return '사용 가능';
    } catch {
      return '사용 불가';
    }
  })();
  return [
    { label: '페이지 주소', value: location.origin },
    { label: 'API 주소', value: `${location.origin}${apiUrl('')}` },
    { label: '빌드', value: import.meta.env.MODE === 'production' ? '배포용' : '개발용' },
    { label: '브라우저', value: navigator.userAgent },
    { label: '언어', value: navigator.language },
    { label: '시간대', value: Intl.DateTimeFormat().resolvedOptions().timeZone },
    { label: '화면', value: `${window.innerWidth}×${window.innerHeight} (배율 ${window.devicePixelRatio})` },
    { label: '네트워크', value: navigator.onLine ? '온라인' : '오프라인' },
    { label: '로컬 저장소', value: storage },
  ];
}
