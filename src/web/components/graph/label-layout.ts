// Which node labels a force graph shows, and where (pure; screen pixels). Labels are drawn at a fixed
// screen size whatever the zoom, so they stay readable; the larger nodes are labelled first, a smaller
// node only once the zoom makes it big enough, and a label that would overlap another label or a node,
// or leave the box, tries the other sides of its node and is otherwise left out (the tooltip and the
// list under the graph always carry the full name).

export interface LabelNode {
  id: string;
  label: string;
  /** Screen position of the node's centre and its radius on screen. */
  x: number;
  y: number;
  r: number;
  /** Always labelled first (the centre of an audience graph). */
  pinned?: boolean | undefined;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  /** Where the text's centre is (text-anchor middle, dominant-baseline central). */
  cx: number;
  cy: number;
  box: Box;
}

export interface LabelOptions {
  width: number;
  height: number;
  fontPx: number;
  /** Text width in px at `fontPx` (a canvas measure in the browser). */
  measure: (text: string, fontPx: number) => number;
  /** Nodes smaller than this on screen get no label until zoomed in. */
  minRadius?: number;
  /** Longer names are shortened with '…' (the tooltip has the whole name). */
  maxChars?: number;
  /** Free space kept around a label and at the box edges. */
  gap?: number;
  /** Areas no label may cover (the zoom buttons over the graph). */
  avoid?: readonly Box[];
}

export const DEFAULT_MIN_RADIUS = 11;

export function shorten(label: string, maxChars: number): string {
  const chars = [...label];
  return chars.length > maxChars
    ? `${chars
        .slice(0, maxChars - 1)
        .join('')
        .trimEnd()}…`
    : label;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function hitsCircle(box: Box, c: { x: number; y: number; r: number }): boolean {
  const nx = Math.max(box.left, Math.min(c.x, box.right));
  const ny = Math.max(box.top, Math.min(c.y, box.bottom));
  return (nx - c.x) ** 2 + (ny - c.y) ** 2 < c.r * c.r;
}

export function placeLabels(nodes: readonly LabelNode[], options: LabelOptions): PlacedLabel[] {
  const { width, height, fontPx, measure, minRadius = DEFAULT_MIN_RADIUS, maxChars = 12, gap = 3, avoid = [] } = options;
  const lineHeight = Math.ceil(fontPx * 1.25);
  const order = [...nodes]
    .filter((n) => n.pinned || n.r >= minRadius)
    .sort((a, b) => Number(!!b.pinned) - Number(!!a.pinned) || b.r - a.r || (a.id < b.id ? -1 : 1));
  const placed: PlacedLabel[] = [];
  for (const node of order) {
    // The centre of an audience graph names the whole graph: never shortened.
    const text = node.pinned ? node.label : shorten(node.label, maxChars);
    const w = Math.ceil(measure(text, fontPx)) + 2 * gap;
    const h = lineHeight;
    // Below, above, right, left of the node: the first that fits.
    const centres = [
      { cx: node.x, cy: node.y + node.r + gap + h / 2 },
      { cx: node.x, cy: node.y - node.r - gap - h / 2 },
      { cx: node.x + node.r + gap + w / 2, cy: node.y },
      { cx: node.x - node.r - gap - w / 2, cy: node.y },
    ];
    for (const centre of centres) {
      // Slid sideways back into the box rather than cut off at its edge.
      const cx = Math.min(width - gap - w / 2, Math.max(gap + w / 2, centre.cx));
      const box = { left: cx - w / 2, right: cx + w / 2, top: centre.cy - h / 2, bottom: centre.cy + h / 2 };
      if (w > width - 2 * gap || box.top < gap || box.bottom > height - gap) continue;
      if (placed.some((p) => overlaps(p.box, box)) || avoid.some((area) => overlaps(area, box))) continue;
      if (nodes.some((other) => hitsCircle(box, other))) continue;
      placed.push({ id: node.id, text, cx, cy: centre.cy, box });
      break;
    }
  }
  return placed;
}
