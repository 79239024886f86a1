// Shared button looks: large enough touch targets (44 px), visible focus from the base layer.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const buttonPrimary = `${base} bg-accent-strong text-white hover:brightness-110`;
export const buttonSecondary = `${base} border border-line bg-surface text-fg hover:bg-surface-2`;
export const buttonGhost = `${base} text-fg hover:bg-surface-2`;

/** Toggle-style chip (period, sort, filter choices). */
export function chipClass(active: boolean): string {
  return `inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors ${
    active ? 'border-accent-strong bg-accent-strong text-white' : 'border-line bg-surface text-fg hover:bg-surface-2'
  }`;
}
