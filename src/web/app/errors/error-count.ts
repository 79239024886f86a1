// R-ERROR-01: after more than 3 errors in one visit, only a full reload is offered.
let errorCount = 0;
export const CRITICAL_ERROR_THRESHOLD = 3;

export function recordError(): number {
  errorCount += 1;
  return errorCount;
}

export function isCritical(count = errorCount): boolean {
  return count > CRITICAL_ERROR_THRESHOLD;
}
