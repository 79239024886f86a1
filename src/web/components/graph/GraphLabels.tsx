// The graph's node labels, drawn in screen space (a fixed, readable size at any zoom) where
// label-layout.ts found room for them; a node without a label still has its tooltip and its list entry.
import { placeLabels } from './label-layout.ts';
import { labelMeasure } from './measure-text.ts';
import type { LayoutNode } from './use-force-layout.ts';

interface Props {
  nodes: readonly (LayoutNode & { label: string })[];
  view: { k: number; x: number; y: number };
  width: number;
  height: number;
  fontPx: number;
  narrow: boolean;
}

export function GraphLabels({ nodes, view, width, height, fontPx, narrow }: Props) {
  const onScreen = nodes.map((n) => ({
    id: n.id,
    label: n.label,
    pinned: n.pinned,
    x: width / 2 + view.x + (n.x ?? 0) * view.k,
    y: height / 2 + view.y + (n.y ?? 0) * view.k,
    r: n.radius * view.k,
  }));
  const placed = placeLabels(onScreen, {
    width,
    height,
    fontPx,
    measure: labelMeasure(),
    maxChars: narrow ? 9 : 13,
    // The zoom buttons (ForceGraph: three 44 px buttons, 4 px apart, 12 px from the top right corner).
    avoid: [{ left: width - 12 - 140, top: 12, right: width - 12, bottom: 56 }],
  });
  return (
    <g pointerEvents="none" data-testid="graph-labels">
      {placed.map((label) => (
        <text
          key={label.id}
          x={label.cx}
          y={label.cy}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={fontPx}
          fontWeight={700}
          fill="currentColor"
          stroke="var(--surface)"
          strokeWidth={4}
          strokeLinejoin="round"
          paintOrder="stroke"
          data-label-for={label.id}
        >
          {label.text}
        </text>
      ))}
    </g>
  );
}
