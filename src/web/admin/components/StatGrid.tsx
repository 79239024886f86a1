// A row of labelled figures (dashboard totals); a definition list so each number keeps its name.
export interface Stat {
  id: string;
  label: string;
  value: string;
}

/** `className` replaces the default columns (a narrower column of a page wants fewer). */
export function StatGrid({ stats, label, className }: { stats: Stat[]; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={className ?? 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6'}>
      {stats.map((stat) => (
        <div
          key={stat.id}
          className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-line bg-surface p-4"
          data-testid={`admin-stat-${stat.id}`}
        >
          <dt className="text-sm font-semibold text-muted">{stat.label}</dt>
          <dd className="text-xl font-extrabold tabular-nums md:text-2xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
