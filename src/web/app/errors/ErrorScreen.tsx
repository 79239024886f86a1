// Generic error screen with retry and go-home; the critical screen after repeated errors (R-ERROR-01).
import { AlertOctagon, Home, RefreshCw, RotateCw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { isCritical, recordError } from './error-count.ts';

interface ErrorScreenProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

export function ErrorScreen({ title = '문제가 발생했습니다', message, onRetry, children }: ErrorScreenProps) {
  const [count] = useState(recordError);
  useEffect(() => {
    document.getElementById('main')?.focus();
  }, []);
  if (isCritical(count)) return <CriticalErrorScreen />;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <AlertOctagon aria-hidden="true" className="h-14 w-14 text-accent" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{message ?? '일시적인 문제일 수 있습니다. 잠시 후 다시 시도해 주세요.'}</p>
      {children}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonPrimary} onClick={onRetry ?? (() => window.location.reload())}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          다시 시도
        </button>
        <a href="/" className={buttonSecondary}>
          <Home aria-hidden="true" className="h-4 w-4" />
          홈으로
        </a>
      </div>
    </section>
  );
}

export function CriticalErrorScreen() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <AlertOctagon aria-hidden="true" className="h-14 w-14 text-accent" />
      <h1 className="text-2xl font-bold">오류가 계속 발생하고 있습니다</h1>
      <p className="text-muted">페이지를 새로 고치면 대부분 해결됩니다. 그래도 계속되면 잠시 후 다시 방문해 주세요.</p>
      <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        페이지 새로고침
      </button>
    </section>
  );
}
