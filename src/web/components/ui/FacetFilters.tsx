// Accessible versions (수어, 자막, 화면해설, 쉬운 말, 외국어) and life stages as toggle chips (issue 22): any chosen
// value matches; the page keeps the choice in its URL (access=, lifeStage=), so a shared link keeps it.
import { Check } from 'lucide-react';
import { LIFE_STAGE_GROUPS, LIFE_STAGE_LABELS, LIFE_STAGES, type LifeStage } from '../../../shared/constants/life-stages.ts';
import { ACCESS_BADGES, ACCESS_FILTERS, type AccessFilter } from '../../../shared/constants/versions.ts';
import { toggledList } from '../../../shared/url/facet-params.ts';
import { chipClass } from './buttons.ts';
import type { ActiveFilter } from './FilterDisclosure.tsx';

interface Props {
  access: readonly AccessFilter[];
  lifeStage: readonly LifeStage[];
  onChange: (update: { access?: string; lifeStage?: string }) => void;
  /** Leave the life stages out (a page that shows one audience already). */
  withoutLifeStages?: boolean;
  /** Leave the accessible versions out (the audience pages choose only whom the videos are for). */
  withoutAccess?: boolean;
}

function Chip({ on, label, title, onClick, testId }: { on: boolean; label: string; title?: string; onClick: () => void; testId: string }) {
  return (
    <button type="button" aria-pressed={on} title={title} className={chipClass(on)} onClick={onClick} data-testid={testId}>
      {on && <Check aria-hidden="true" className="h-4 w-4" />}
      {label}
    </button>
  );
}

export function FacetFilters({ access, lifeStage, onChange, withoutLifeStages, withoutAccess }: Props) {
  return (
    <div className="flex flex-col gap-3" data-testid="facet-filters">
      {!withoutAccess && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-muted">접근성 버전 (하나라도 있는 영상)</legend>
          <div className="flex flex-wrap gap-2">
            {ACCESS_FILTERS.map((kind) => (
              <Chip
                key={kind}
                on={access.includes(kind)}
                label={ACCESS_BADGES[kind].label}
                title={ACCESS_BADGES[kind].explain}
                onClick={() => onChange({ access: toggledList(access, kind, ACCESS_FILTERS) })}
                testId={`access-${kind}`}
              />
            ))}
          </div>
        </fieldset>
      )}
      {!withoutLifeStages &&
        LIFE_STAGE_GROUPS.map((group) => (
          <fieldset key={group.label} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-muted">{group.label}</legend>
            <div className="flex flex-wrap gap-2">
              {group.stages.map((stage) => (
                <Chip
                  key={stage}
                  on={lifeStage.includes(stage)}
                  label={LIFE_STAGE_LABELS[stage]}
                  onClick={() => onChange({ lifeStage: toggledList(lifeStage, stage, LIFE_STAGES) })}
                  testId={`life-stage-${stage}`}
                />
              ))}
            </div>
          </fieldset>
        ))}
    </div>
  );
}

/** The chosen versions and life stages as removable chips for a FilterDisclosure. */
export function facetChips(
  access: readonly AccessFilter[],
  lifeStage: readonly LifeStage[],
  onChange: (update: { access?: string; lifeStage?: string }) => void,
): ActiveFilter[] {
  return [
    ...access.map((kind) => ({
      key: `access:${kind}`,
      label: ACCESS_BADGES[kind].label,
      onRemove: () => onChange({ access: toggledList(access, kind, ACCESS_FILTERS) }),
    })),
    ...lifeStage.map((stage) => ({
      key: `lifeStage:${stage}`,
      label: LIFE_STAGE_LABELS[stage],
      onRemove: () => onChange({ lifeStage: toggledList(lifeStage, stage, LIFE_STAGES) }),
    })),
  ];
}
