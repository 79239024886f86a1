// Google-like etags for the fake, apart from resources.ts so captions.ts can use them without a circle.

/** A stable opaque etag from the fields that change a resource (FNV-1a, printed like Google's). */
export function etagOf(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    h1 = Math.imul(h1 ^ text.charCodeAt(i), 0x01000193);
    h2 = Math.imul(h2 ^ text.charCodeAt(i), 0x811c9dc5);
  }
  return Buffer.from(`${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}etag`)
    .toString('base64url')
    .slice(0, 27);
}
