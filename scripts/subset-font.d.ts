// The part of subset-font (no types of its own) that scripts/build-shell-font.ts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype'; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}
