// A channel list file as Excel and editors save it → text: UTF-8 (with or without BOM), UTF-16 ("Unicode
// text"), or CP949/EUC-KR (Excel's "CSV" on a Korean Windows). The browser's own TextDecoder does the work.

export type FileEncoding = 'UTF-8' | 'UTF-16' | 'CP949';

export interface DecodedFile {
  text: string;
  encoding: FileEncoding;
}

export const MAX_IMPORT_FILE_BYTES = 1_000_000;

export function decodeChannelFile(bytes: Uint8Array): DecodedFile {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16' };
  try {
    // fatal: bytes that are not UTF-8 throw instead of turning into U+FFFD (the BOM, if any, is dropped).
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // CP949 is EUC-KR plus the extra Hangul; the Encoding Standard's 'euc-kr' decoder is CP949 (windows-949).
    return { text: new TextDecoder('euc-kr').decode(bytes), encoding: 'CP949' };
  }
}
