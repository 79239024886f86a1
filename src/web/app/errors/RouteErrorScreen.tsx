// The router's error screen (R-ERROR-01 'Unexpected Application Error!'), in Korean.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../features/not-found/NotFoundPage.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { isChunkLoadError } from '../../lib/lazy-with-timeout.ts';

export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title="화면을 불러오지 못했습니다"
        message="네트워크 연결을 확인한 뒤 다시 시도해 주세요. 사이트가 새로 배포되었다면 새로 고치면 해결됩니다."
      />
    );
  }
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const message = error instanceof Error ? error.message : (status ?? String(error));
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <ErrorScreen title="예기치 않은 오류가 발생했습니다" message={status ?? message}>
      {stack && (
        <details className="w-full rounded-lg border border-line bg-surface p-3 text-left text-sm">
          <summary className="cursor-pointer font-semibold">기술 정보 보기</summary>
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all text-muted">{stack}</pre>
        </details>
      )}
    </ErrorScreen>
  );
}
