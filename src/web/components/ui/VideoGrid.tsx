// Responsive card grid: 1 column on phones up to 4 on wide screens.
import type { ReactNode } from 'react';

export function VideoGrid({ children, label, columns = 4 }: { children: ReactNode; label?: string; columns?: 3 | 4 }) {
  const cols = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`grid grid-cols-1 gap-4 ${cols}`} aria-label={label}>
      {children}
    </ul>
  );
}

export function VideoGridItem({ children }: { children: ReactNode }) {
  return <li className="min-w-0">{children}</li>;
}
