// Severity as a word plus a shape, never colour alone.
import { SEVERITY_LABELS, type SecuritySeverity as Severity } from '../../../shared/constants/admin.ts';

const STYLES: Record<Severity, string> = {
  low: 'border-line text-muted',
  medium: 'border-line text-fg',
  high: 'border-accent-strong text-accent font-bold',
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs ${STYLES[severity]}`}>
      {severity === 'high' && <span aria-hidden="true">▲&nbsp;</span>}
      위험도 {SEVERITY_LABELS[severity]}
    </span>
  );
}
