import { describe, expect, it } from 'vitest';
import { loginProblem } from './LoginPage.tsx';

describe('login form checks (R-AUTH-01)', () => {
  it('asks for both fields first, then for an e-mail address', () => {
    expect(loginProblem('', 'x')).toBe('아이디와 비밀번호를 입력하세요.');
    expect(loginProblem('a@b.kr', '')).toBe('아이디와 비밀번호를 입력하세요.');
    expect(loginProblem('admin', 'secret')).toBe('올바른 이메일 주소를 입력하세요.');
    expect(loginProblem(' admin@example.kr ', 'secret')).toBeNull();
  });
});
