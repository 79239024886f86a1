// Turns zod issues into one Korean sentence that names the field (no internal details).

export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  expected?: string;
  origin?: string;
  format?: string;
}

export function fieldName(path: PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '요청';
}

export function koreanIssueMessage(issue: IssueLike): string {
  const field = `'${fieldName(issue.path)}'`;
  // Messages written in Korean by a schema are kept, with the field named when they do not name it.
  if (issue.message && /^[가-힣']/u.test(issue.message)) {
    return issue.message.includes(fieldName(issue.path)) || !issue.path.length ? issue.message : `${field}: ${issue.message}`;
  }
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? `${field} 값은 ${String(issue.minimum)}자 이상이어야 합니다.`
        : `${field} 값은 ${String(issue.minimum)} 이상이어야 합니다.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} 값은 ${String(issue.maximum)}자 이하여야 합니다.`
        : `${field} 값은 ${String(issue.maximum)} 이하여야 합니다.`;
    case 'invalid_value':
      return `${field} 값은 ${(issue.values ?? []).map(String).join(', ')} 중 하나여야 합니다.`;
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return `${field} 값은 숫자여야 합니다.`;
      return `${field} 값의 형식이 올바르지 않습니다.`;
    case 'invalid_format':
      return `${field} 값의 형식이 올바르지 않습니다.`;
    case 'unrecognized_keys':
      return `알 수 없는 항목이 있습니다.`;
    default:
      return `${field} 값이 올바르지 않습니다.`;
  }
}
