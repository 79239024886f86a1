// Loading spinner (R-ERROR-07): default text '불러오는 중...', small or medium, optional overlay.
interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md';
  overlay?: boolean;
  className?: string;
}

export function Spinner({ label = '불러오는 중...', size = 'md', overlay = false, className = '' }: SpinnerProps) {
  const ring = size === 'sm' ? 'h-5 w-5 border-2' : 'h-9 w-9 border-[3px]';
  const body = (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 py-6 text-muted ${className}`}>
      <span aria-hidden="true" className={`${ring} animate-spin rounded-full border-line border-t-accent-strong`} />
      <span className={size === 'sm' ? 'text-sm' : 'text-base'}>{label}</span>
    </div>
  );
  if (!overlay) return body;
  return <div className="absolute inset-0 z-20 flex items-center justify-center bg-page/80 backdrop-blur-sm">{body}</div>;
}
