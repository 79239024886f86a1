import { describe, expect, it } from 'vitest';
import { decodeChannelFile } from './decode-file.ts';

const LINE = '@서울소방,국내,서울\r\n';
// '@서울소방,국내,서울\r\n' as Excel saves it on a Korean Windows (CP949).
const CP949 = [64, 188, 173, 191, 239, 188, 210, 185, 230, 44, 177, 185, 179, 187, 44, 188, 173, 191, 239, 13, 10];

describe('decodeChannelFile', () => {
  it('reads UTF-8 with and without a BOM', () => {
    const utf8 = new TextEncoder().encode(LINE);
    expect(decodeChannelFile(utf8)).toEqual({ text: LINE, encoding: 'UTF-8' });
    expect(decodeChannelFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({ text: LINE, encoding: 'UTF-8' });
  });

  it('reads CP949 (Excel CSV on a Korean Windows) and UTF-16 ("Unicode text")', () => {
    expect(decodeChannelFile(new Uint8Array(CP949))).toEqual({ text: LINE, encoding: 'CP949' });
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...LINE].flatMap((ch) => [ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8])]);
    expect(decodeChannelFile(utf16)).toEqual({ text: LINE, encoding: 'UTF-16' });
  });
});
