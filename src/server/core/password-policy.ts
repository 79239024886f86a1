import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/api/auth.ts';
import { ApiError } from './errors.ts';

// NIST SP 800-63B style: length, no composition rules, refuse common and site-specific words.

/** Words tied to this site; a password made of them is among the first an attacker tries. */
const SITE_WORDS = [
  '119',
  'fire',
  'firefighter',
  'safety',
  'video',
  'sysctrl',
  'ctrl',
  'nfa',
  'admin',
  'administrator',
  '소방',
  '소방관',
  '소방서',
  '소방청',
  '소방본부',
  '안전',
  '영상',
  '화재',
  '구조',
  '구급',
  '관리자',
  '관리',
];

/** Widely used passwords and keyboard walks (Latin and Korean), lower case. */
const COMMON_WORDS = [
  'password',
  'passw0rd',
  'p@ssw0rd',
  'pass',
  'qwertyuiop',
  'qwerty',
  'qwer',
  'asdfghjkl',
  'asdf',
  'zxcvbnm',
  'zxcv',
  '1q2w3e4r5t',
  '1q2w3e4r',
  '1q2w3e',
  'q1w2e3r4',
  '1qaz2wsx',
  'qazwsx',
  'iloveyou',
  'letmein',
  'welcome',
  'root',
  'master',
  'login',
  'test',
  'guest',
  'user',
  'dragon',
  'monkey',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'korea',
  'seoul',
  'saranghae',
  'sarang',
  'dkssud',
  'changeme',
  'secret',
  '사랑해',
  '사랑',
  '비밀번호',
  '패스워드',
  '안녕하세요',
  '안녕',
  '대한민국',
  '가나다라마바사',
  '가나다라',
];

// Hangul syllables carry far more choices than a Latin letter, so each counts twice.
const MIN_WEIGHT = 10;

export interface PasswordContext {
  email?: string | undefined;
  displayName?: string | undefined;
}

/** NFC, as stored and compared everywhere (a Korean IME may send decomposed jamo). */
export function normalisePassword(password: string): string {
  return password.normalize('NFC');
}

/** Returns a Korean reason when the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  const length = [...normalisePassword(password)].length;
  if (length < PASSWORD_MIN_LENGTH) return `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`;
  if (length > PASSWORD_MAX_LENGTH) return `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하여야 합니다.`;
  if (weight(meaningfulRest(password, context)) < MIN_WEIGHT) {
    return '흔한 단어, 사이트와 관련된 말(119, 소방, admin 등), 아이디, 반복되거나 연속된 글자로만 된 비밀번호는 쓸 수 없습니다. 더 긴 문구를 쓰세요.';
  }
  return null;
}

/** What is left after taking out spaces, known words, the account's own names, repeats and runs. */
export function meaningfulRest(password: string, context: PasswordContext = {}): string {
  const own = [context.email?.split('@')[0], ...(context.email?.split('@')[1]?.split('.') ?? []), context.displayName]
    .map((word) => word?.normalize('NFC').toLowerCase().replace(/\s+/gu, ''))
    .filter((word): word is string => !!word && [...word].length >= 3);
  const words = [...SITE_WORDS, ...COMMON_WORDS, ...own].sort((a, b) => b.length - a.length);
  let rest = normalisePassword(password).toLowerCase().replace(/\s+/gu, '');
  // Repeat until stable: taking out a word can join the halves of another ("adadminmin").
  for (let round = 0; round < 5; round += 1) {
    const before = rest;
    for (const word of words) rest = rest.replaceAll(word, '');
    rest = withoutRuns(collapseRepeats(rest));
    if (rest === before) break;
  }
  return rest;
}

function weight(text: string): number {
  return [...text].reduce((sum, char) => sum + (/[가-힣]/u.test(char) ? 2 : 1), 0);
}

function collapseRepeats(text: string): string {
  return text.replace(/(.)\1+/gu, '$1');
}

/** Drops runs of 3+ consecutive code points going up or down by one (abc, 4321, 가각갂 is not one). */
function withoutRuns(text: string): string {
  const chars = [...text];
  const keep = chars.map(() => true);
  let start = 0;
  while (start < chars.length) {
    let end = start + 1;
    const step = end < chars.length ? chars[end]!.codePointAt(0)! - chars[start]!.codePointAt(0)! : 0;
    if (step === 1 || step === -1) {
      while (end < chars.length && chars[end]!.codePointAt(0)! - chars[end - 1]!.codePointAt(0)! === step) end += 1;
    }
    if (end - start >= 3) for (let i = start; i < end; i += 1) keep[i] = false;
    start = end - start >= 3 ? end : start + 1;
  }
  return chars.filter((_, i) => keep[i]).join('');
}

/** A refused password is a 400 naming the field, like any other bad input. */
export const weakPassword = (message: string, field = 'password') => new ApiError(400, 'WEAK_PASSWORD', message, field);
