// Role, headquarters regions and the taxonomy grant of a staff account: the invite form and the access dialog share them.
import {
  STAFF_GRANT_LABELS,
  STAFF_REGIONS,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffGrant,
  type StaffRegion,
  type StaffRole,
} from '../../../../shared/constants/staff-roles.ts';
import { FieldGroup, SelectField } from '../../../components/ui/Field.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';

export interface Access {
  role: StaffRole;
  regions: StaffRegion[];
  grants: StaffGrant[];
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const toggle = <T,>(list: readonly T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

/** What the server takes: regions and grants only for an hq_editor. */
export const accessBody = (access: Access) => ({
  role: access.role,
  regions: access.role === 'hq_editor' ? access.regions : [],
  grants: access.role === 'hq_editor' ? access.grants : [],
});

/** The form's own check before the server's: an hq_editor needs at least one region. */
export const accessProblem = (access: Access) =>
  access.role === 'hq_editor' && access.regions.length === 0 ? '본부 편집자는 담당 지역을 하나 이상 고르세요.' : null;

export function AccessFields({ value, onChange, disabled }: { value: Access; onChange: (next: Access) => void; disabled: boolean }) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <SelectField
          label="역할"
          value={value.role}
          onChange={(role) => onChange({ ...value, role: role as StaffRole })}
          options={ROLE_OPTIONS}
          testId="access-role"
        />
        <p className="text-sm text-muted">{STAFF_ROLE_DESCRIPTIONS[value.role]}</p>
      </div>
      {value.role === 'hq_editor' && (
        <>
          <FieldGroup label="담당 지역 (하나 이상)">
            <div className="grid grid-cols-3 gap-x-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="access-regions">
              {STAFF_REGIONS.map((region) => (
                <Checkbox
                  key={region}
                  label={region}
                  checked={value.regions.includes(region)}
                  disabled={disabled}
                  onChange={(on) => onChange({ ...value, regions: toggle(value.regions, region, on) })}
                />
              ))}
            </div>
          </FieldGroup>
          <FieldGroup label="추가 권한">
            <Checkbox
              label={STAFF_GRANT_LABELS.taxonomy}
              checked={value.grants.includes('taxonomy')}
              disabled={disabled}
              onChange={(on) => onChange({ ...value, grants: toggle(value.grants, 'taxonomy', on) })}
            />
          </FieldGroup>
        </>
      )}
    </>
  );
}
