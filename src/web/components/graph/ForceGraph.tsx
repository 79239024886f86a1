// Interactive force graph (zoom 0.5–2.5, pan, drag, hover tooltips, click). The graph is for pointers;
// every page that uses it also lists the same items for keyboards and screen readers.
import type { LucideIcon } from 'lucide-react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTextSize } from '../../lib/theme.ts';
import { GraphLabels } from './GraphLabels.tsx';
import { useForceLayout, type LayoutLink, type LayoutNode } from './use-force-layout.ts';

export interface GraphNode extends LayoutNode {
  label: string;
  color: string;
  icon?: LucideIcon | undefined;
  tooltip?: { title: string; description?: string; hint?: string } | undefined;
  onActivate?: (() => void) | undefined;
}

interface Props {
  nodes: readonly GraphNode[];
  links: readonly LayoutLink[];
  label: string;
  height?: number;
  spread?: number;
}

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2.5;
const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

export function ForceGraph({ nodes: input, links, label, height = 560, spread = 1 }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  // Re-laid out only when the box's shape class changes (phone, tablet, desktop), not on every pixel.
  const aspect = Math.round((height / width) * 4) / 4;
  const { nodes, drag } = useForceLayout(input, links, width < 640 ? spread * 0.7 : spread, aspect);
  const [view, setView] = useState({ k: 1, x: 0, y: 0 });
  const [hover, setHover] = useState<string | null>(null);
  const textScale = useTextSize()[0].scale;
  const gesture = useRef<{ kind: 'pan' | 'node'; id?: string; startX: number; startY: number; moved: boolean; view: typeof view } | null>(
    null,
  );

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(280, entry!.contentRect.width)));
    observer.observe(box);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((v) => ({ ...v, k: clampZoom(v.k * (event.deltaY < 0 ? 1.12 : 1 / 1.12)) }));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      box.removeEventListener('wheel', onWheel);
    };
  }, []);

  // Fit the settled layout into the box on first render and when the width changes (labels find their own
  // room around the nodes, GraphLabels).
  useEffect(() => {
    const halfWidth = Math.max(1, ...nodes.map((n) => Math.abs(n.x ?? 0) + n.radius));
    const halfHeight = Math.max(1, ...nodes.map((n) => Math.abs(n.y ?? 0) + n.radius));
    setView({ k: clampZoom(Math.min(1.2, (width / 2 - 12) / halfWidth, (height / 2 - 28) / halfHeight)), x: 0, y: 0 });
  }, [nodes, width, height]);

  const toGraph = (clientX: number, clientY: number) => {
    const rect = boxRef.current!.getBoundingClientRect();
    return { x: (clientX - rect.left - width / 2 - view.x) / view.k, y: (clientY - rect.top - height / 2 - view.y) / view.k };
  };
  const onPointerDown = (event: ReactPointerEvent, id?: string) => {
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    gesture.current = { kind: id ? 'node' : 'pan', id, startX: event.clientX, startY: event.clientY, moved: false, view };
    const node = id ? nodes.find((n) => n.id === id) : undefined;
    if (node) drag.start(node);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    if (Math.hypot(event.clientX - g.startX, event.clientY - g.startY) > 4) g.moved = true;
    if (g.kind === 'pan') setView({ ...g.view, x: g.view.x + event.clientX - g.startX, y: g.view.y + event.clientY - g.startY });
    else {
      const node = nodes.find((n) => n.id === g.id);
      const p = toGraph(event.clientX, event.clientY);
      if (node) drag.move(node, p.x, p.y);
    }
  };
  const onPointerUp = () => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.kind !== 'node') return;
    const node = nodes.find((n) => n.id === g.id);
    if (node) drag.end(node);
    if (node && !g.moved) node.onActivate?.();
  };

  const hovered = nodes.find((n) => n.id === hover);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const zoomButton = 'flex h-11 w-11 items-center justify-center rounded-lg border border-line bg-surface hover:bg-surface-2';
  return (
    <div className="relative">
      <div className="absolute right-3 top-3 z-10 flex gap-1">
        <button type="button" className={zoomButton} aria-label="확대" onClick={() => setView((v) => ({ ...v, k: clampZoom(v.k * 1.25) }))}>
          <Plus aria-hidden="true" className="h-5 w-5" />
        </button>
        <button type="button" className={zoomButton} aria-label="축소" onClick={() => setView((v) => ({ ...v, k: clampZoom(v.k / 1.25) }))}>
          <Minus aria-hidden="true" className="h-5 w-5" />
        </button>
        <button type="button" className={zoomButton} aria-label="처음 크기로" onClick={() => setView({ k: 1, x: 0, y: 0 })}>
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div
        ref={boxRef}
        role="img"
        aria-label={label}
        data-testid="force-graph"
        data-zoom={view.k.toFixed(2)}
        className="relative touch-none select-none overflow-hidden rounded-2xl border border-line bg-surface"
        style={{ height }}
        onPointerDown={(e) => onPointerDown(e)}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <svg width={width} height={height} aria-hidden="true" className="text-fg">
          <g transform={`translate(${width / 2 + view.x},${height / 2 + view.y}) scale(${view.k})`}>
            {links.map((l) => {
              const s = byId.get(l.source);
              const t = byId.get(l.target);
              return s && t ? (
                <line
                  key={`${l.source}-${l.target}`}
                  x1={s.x}
                  y1={s.y}
                  x2={t.x}
                  y2={t.y}
                  stroke="currentColor"
                  strokeOpacity={0.18}
                  strokeWidth={1.5}
                />
              ) : null;
            })}
            {nodes.map((n) => {
              const Icon = n.icon;
              const active = hover === n.id;
              return (
                <g
                  key={n.id}
                  transform={`translate(${n.x ?? 0},${n.y ?? 0})`}
                  className={n.onActivate ? 'cursor-pointer' : 'cursor-grab'}
                  data-node={n.id}
                  onPointerDown={(e) => onPointerDown(e, n.id)}
                  onPointerEnter={() => setHover(n.id)}
                  onPointerLeave={() => setHover((h) => (h === n.id ? null : h))}
                >
                  <circle
                    r={n.radius}
                    fill={n.color}
                    stroke={active ? 'currentColor' : 'white'}
                    strokeOpacity={active ? 1 : 0.6}
                    strokeWidth={active ? 3 : 1.5}
                  />
                  {Icon && (
                    <Icon
                      x={-n.radius * 0.45}
                      y={-n.radius * 0.45}
                      width={n.radius * 0.9}
                      height={n.radius * 0.9}
                      color="white"
                      strokeWidth={2}
                    />
                  )}
                </g>
              );
            })}
          </g>
          <GraphLabels nodes={nodes} view={view} width={width} height={height} fontPx={13 * textScale} narrow={width < 640} />
        </svg>
        {hovered?.tooltip && (
          <div
            role="tooltip"
            className="pointer-events-none absolute z-20 max-w-64 rounded-xl border border-line bg-page p-3 text-sm shadow-xl"
            style={{
              left: Math.min(width - 260, Math.max(8, width / 2 + view.x + (hovered.x ?? 0) * view.k + hovered.radius * view.k + 8)),
              top: Math.min(height - 120, Math.max(8, height / 2 + view.y + (hovered.y ?? 0) * view.k - 20)),
            }}
          >
            <p className="flex items-center gap-1.5 font-bold">
              {hovered.icon && <hovered.icon aria-hidden="true" className="h-4 w-4 text-accent" />}
              {hovered.tooltip.title}
            </p>
            {hovered.tooltip.description && <p className="mt-1 text-muted">{hovered.tooltip.description}</p>}
            {hovered.tooltip.hint && <p className="mt-2 text-xs font-semibold text-accent">{hovered.tooltip.hint}</p>}
          </div>
        )}
      </div>
    </div>
  );
}
