// Label widths for the graph's label placement: measured with the page's own font on a canvas, cached.
const cache = new Map<string, number>();
let context: CanvasRenderingContext2D | null | undefined;

/** A measure for the page's current font: width in px of `text` in bold at `fontPx`. */
export function labelMeasure(): (text: string, fontPx: number) => number {
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  return (text, fontPx) => {
    const key = `${family}\u0000${fontPx}\u0000${text}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    let width: number;
    if (context) {
      context.font = `700 ${fontPx}px ${family}`;
      width = context.measureText(text).width;
    } else {
      // No canvas: Hangul is about one em wide, Latin a little over half.
      width = [...text].reduce((w, c) => w + (/[\u3131-\uD79D]/.test(c) ? fontPx : fontPx * 0.6), 0);
    }
    if (cache.size > 2_000) cache.clear();
    cache.set(key, width);
    return width;
  };
}
