import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it.each([
    ['correct horse battery staple'],
    ['불꽃놀이는 멀리서 봅시다'],
    ['Tr0ub4dor&3x'],
    ['소방관은용감하다119!'],
    ['비상구는-항상-비워두기'],
  ])('accepts %s (no composition rules, Korean allowed)', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('counts characters after NFC normalisation, not UTF-16 units or jamo', () => {
    const decomposed = '안전한비밀번호문구입니다'.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(12 * 2);
    expect(passwordProblem(decomposed)).toBeNull();
    expect(passwordProblem('짧은문장입니다')).toBe('비밀번호는 12자 이상이어야 합니다.');
  });

  it('enforces 12 to 128 characters', () => {
    expect(passwordProblem('abcdefghxyz')).toBe('비밀번호는 12자 이상이어야 합니다.');
    expect(passwordProblem('x'.repeat(64) + 'plmoknijbuhv'.repeat(6))).toBe('비밀번호는 128자 이하여야 합니다.');
    expect(passwordProblem('plmoknijbuhv'.repeat(10) + 'qazplmok')).toBeNull();
  });

  it.each([
    ['admin1191191'],
    ['password1234'],
    ['Password12345!'],
    ['qwer1234qwer'],
    ['1q2w3e4r1q2w3e4r'],
    ['aaaaaaaaaaaa'],
    ['abcdefghijklmnop'],
    ['소방안전119소방안전소방'],
    ['119소방안전영상관리자!!'],
    ['adadminminadmin119'],
    ['사랑해사랑해사랑해사랑해요'],
  ])('refuses common and site words: %s', (password) => {
    expect(passwordProblem(password)).toMatch(/쓸 수 없습니다/);
  });

  it("refuses the account's own e-mail and name", () => {
    expect(passwordProblem('hong.gildong2024', { email: 'hong.gildong@fire.example.kr' })).toMatch(/쓸 수 없습니다/);
    expect(passwordProblem('홍길동홍길동홍길동홍길동', { displayName: '홍길동' })).toMatch(/쓸 수 없습니다/);
    expect(passwordProblem('hong.gildong2024 goes home')).toBeNull();
  });
});
