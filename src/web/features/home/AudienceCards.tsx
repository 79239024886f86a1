// Audience cards with age bands (R-HOME-06 Home), each opening its safety-topic graph.
import { Link } from 'react-router';
import { AUDIENCES, AUDIENCE_TYPES } from '../../lib/audiences.ts';
import { SectionHeading } from './SectionHeading.tsx';

export function AudienceCards() {
  return (
    <section aria-labelledby="audience-heading" className="mx-auto max-w-7xl px-4">
      <SectionHeading
        id="audience-heading"
        title="누구를 위한 안전 교육인가요?"
        description="나이와 상황에 맞는 안전 주제를 골라 보세요."
      />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {AUDIENCE_TYPES.map((type) => {
          const audience = AUDIENCES[type];
          const Icon = audience.icon;
          return (
            <li key={type}>
              <Link
                to={`/audience-network/${type}`}
                data-testid={`audience-card-${type}`}
                className={`flex h-full flex-col gap-3 rounded-2xl border border-line bg-gradient-to-br ${audience.gradient} bg-surface p-5 transition hover:border-accent hover:shadow-md`}
              >
                <span
                  className="flex h-12 w-12 items-center justify-center rounded-full text-white"
                  style={{ backgroundColor: audience.color }}
                >
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <span className="text-lg font-bold">
                  {audience.name} <span className="text-sm font-semibold text-muted">({audience.ageBand})</span>
                </span>
                <span className="text-sm text-muted">{audience.summary}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
