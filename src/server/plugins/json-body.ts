import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors.ts';

/** Our deepest request body (bulk imports, reorders) nests 4 levels; anything past this is not ours. */
export const MAX_JSON_DEPTH = 32;

/** Whether brackets outside strings nest deeper than `max`: one linear scan, no recursion. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are checked for depth before they are parsed: every later walk of the body (validation, the NUL
 * guard) is recursive, and ~15 KB of `[[[…]]]` used to exhaust the stack and answer 500 on every route.
 * Parsing itself stays Fastify's (secure-json-parse: __proto__ and constructor poisoning refused).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'BODY_TOO_DEEP', `요청 본문(JSON)이 너무 깊게 중첩되어 있습니다 (최대 ${MAX_JSON_DEPTH}단계).`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
