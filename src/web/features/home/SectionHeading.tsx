// Section title with an optional "more" link.
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  id: string;
  title: string;
  description?: ReactNode;
  moreHref?: string;
  moreLabel?: string;
}

export function SectionHeading({ id, title, description, moreHref, moreLabel = '더 보기' }: Props) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {description && <p className="mt-1 text-muted">{description}</p>}
      </div>
      {moreHref && (
        <Link to={moreHref} className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-accent hover:underline">
          {moreLabel}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
    </div>
  );
}
