// Breadcrumb: home › parent category › category (R-KEYWORD-01), from the API's breadcrumb.
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export function Breadcrumb({ items, current }: { items: { label: string; href: string }[]; current: string }) {
  return (
    <nav aria-label="현재 위치" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.href} className="flex items-center gap-1">
            <Link to={item.href} className="inline-flex min-h-11 items-center rounded px-1 hover:text-fg hover:underline">
              {item.label}
            </Link>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </li>
        ))}
        <li aria-current="page" className="px-1 font-semibold text-fg">
          {current}
        </li>
      </ol>
    </nav>
  );
}
