import { describe, expect, it } from 'vitest';
import * as shared from '../../../../shared/api/admin.ts';
import { SECURITY_EVENT_LABELS, SECURITY_EVENT_TYPES, SECURITY_SEVERITIES } from './labels.ts';

describe('security labels', () => {
  it('match the server lists', () => {
    expect(SECURITY_EVENT_TYPES).toEqual(shared.SECURITY_EVENT_TYPES);
    expect(SECURITY_SEVERITIES).toEqual(shared.SECURITY_SEVERITIES);
    expect(SECURITY_EVENT_LABELS).toEqual(shared.SECURITY_EVENT_LABELS);
  });
});
