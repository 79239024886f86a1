// Accessible-version badges of a card (issue 22): text, never colour alone; the card is one link, so the badges are
// not focusable themselves — their explanation shows under them while the card is hovered or focused.
import { ACCESS_BADGES, type AccessFilter } from '../../../shared/constants/versions.ts';

export function AccessBadges({ kinds }: { kinds: readonly AccessFilter[] | undefined }) {
  if (!kinds?.length) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="access-badges">
      <p className="flex flex-wrap gap-1">
        <span className="sr-only">볼 수 있는 버전:</span>
        {kinds.map((kind) => (
          <span
            key={kind}
            title={ACCESS_BADGES[kind].explain}
            className="rounded-md border border-fg/40 bg-surface-2 px-1.5 py-0.5 text-xs font-bold text-fg"
            data-access={kind}
          >
            {ACCESS_BADGES[kind].label}
            <span className="sr-only"> ({ACCESS_BADGES[kind].short})</span>
          </span>
        ))}
      </p>
      <p aria-hidden="true" className="hidden text-xs text-muted group-hover:block group-focus-visible:block">
        {kinds.map((kind) => ACCESS_BADGES[kind].short).join(' · ')}
      </p>
    </div>
  );
}
