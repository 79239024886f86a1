// Channel-feed failures with a stable code; incremental sync falls back to the API on any of them.

export type RssFeedErrorCode = 'tooLarge' | 'timeout' | 'malformed' | 'unsafeXml' | 'redirectRefused' | 'http' | 'notFound';

const MESSAGES: Record<RssFeedErrorCode, string> = {
  tooLarge: '채널 RSS 피드가 허용된 크기를 넘어 읽기를 중단했습니다.',
  timeout: '채널 RSS 피드 응답 시간이 초과되었습니다.',
  malformed: '채널 RSS 피드의 XML 형식이 올바르지 않습니다.',
  unsafeXml: '채널 RSS 피드에 허용되지 않는 DTD/엔티티 선언이 있어 거부했습니다.',
  redirectRefused: '채널 RSS 피드가 허용되지 않은 주소로 리디렉션하려 해 중단했습니다.',
  http: '채널 RSS 피드를 가져오지 못했습니다.',
  notFound: '채널 RSS 피드를 찾을 수 없습니다(채널 ID 확인 필요).',
};

export class RssFeedError extends Error {
  readonly code: RssFeedErrorCode;
  readonly status: number | null;

  constructor(code: RssFeedErrorCode, options: { status?: number | null; detail?: string } = {}) {
    super(options.detail ? `${MESSAGES[code]} (${options.detail})` : MESSAGES[code]);
    this.name = 'RssFeedError';
    this.code = code;
    this.status = options.status ?? null;
  }
}
