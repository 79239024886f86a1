import { describe, expect, it } from 'vitest';
import { ADMIN_CHANNEL_MESSAGES } from '../../../shared/constants/admin-channels.ts';
import { CHANNEL_REF_MESSAGES } from '../../../shared/url/channel-ref.ts';
import { ApiError } from '../../core/errors.ts';
import { IMPORT_TEXT_MESSAGES, parseImportText } from './channel-import-text.ts';

const ID = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('parseImportText', () => {
  it('reads pasted lines with their line numbers, skipping blank and comment lines', () => {
    const rows = parseImportText(`@first\n\n# 메모\n${ID}\nhttps://www.youtube.com/c/Second#about\n`, 'fire_dept');
    expect(rows.map((row) => [row.line, row.ref, row.channelType, row.region, row.error])).toEqual([
      [1, { lookup: 'handle', value: 'first' }, 'fire_dept', null, null],
      [4, { lookup: 'id', value: ID }, 'fire_dept', null, null],
      [5, { lookup: 'custom', value: 'Second' }, 'fire_dept', null, null],
    ]);
  });

  it('reads an Excel CSV with a BOM, a Korean header, Korean types and long region names', () => {
    const csv =
      '\uFEFF채널 주소,유형,지역\r\n@seoul119,소방본부,서울특별시\r\n"youtube.com/@x-station",소방서,경기도북부\r\n@abroad,해외,\r\n';
    const rows = parseImportText(csv, 'domestic');
    expect(rows.map((row) => [row.line, row.input, row.channelType, row.region])).toEqual([
      [2, '@seoul119', 'fire_dept', '서울'],
      [3, 'youtube.com/@x-station', 'fire_station', '경기북부'],
      [4, '@abroad', 'international', null],
    ]);
  });

  it('reads tab-separated rows and English type names; the default type fills empty cells', () => {
    const rows = parseImportText(`${ID}\tdomestic\n@next\t\t소방청\n`, 'fire_dept');
    expect(rows.map((row) => [row.channelType, row.region])).toEqual([
      ['domestic', null],
      ['fire_dept', '전국'],
    ]);
  });

  it('marks unreadable references, unknown types and unknown regions row by row', () => {
    const rows = parseImportText('https://youtu.be/abc\n@okay,우주\n@okay2,,화성\n', 'fire_dept');
    expect(rows.map((row) => row.error)).toEqual([
      CHANNEL_REF_MESSAGES.video,
      IMPORT_TEXT_MESSAGES.badType,
      ADMIN_CHANNEL_MESSAGES.regionUnknown,
    ]);
  });

  it('refuses text with no rows, too many rows, or an unclosed quote (400 naming text)', () => {
    const refusal = (text: string) => {
      try {
        parseImportText(text, 'fire_dept');
      } catch (error) {
        return error instanceof ApiError ? [error.statusCode, error.field, error.message] : error;
      }
      return null;
    };
    expect(refusal('\n# only a comment\n')).toEqual([400, 'text', ADMIN_CHANNEL_MESSAGES.importEmpty]);
    expect(refusal(Array.from({ length: 501 }, (_, i) => `@handle${i}`).join('\n'))).toEqual([
      400,
      'text',
      ADMIN_CHANNEL_MESSAGES.importTooMany,
    ]);
    expect(refusal('@a,"unclosed\n@b\n')).toEqual([400, 'text', expect.stringContaining('따옴표')]);
  });
});
