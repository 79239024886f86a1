// The embed pages' Content-Security-Policy: framed by whoever EMBED_ALLOWED_ORIGINS names (default anyone), and
// nothing loaded from YouTube but the player a visitor asks for (thumbnails come through this server).
import { CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.ts';

export function embedContentSecurityPolicy(allowedOrigins: readonly string[]): string {
  const directives: Record<string, readonly string[]> = {
    ...CONTENT_SECURITY_POLICY,
    'img-src': ["'self'"],
    'frame-ancestors': allowedOrigins.length === 1 && allowedOrigins[0] === '*' ? ['*'] : allowedOrigins,
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
