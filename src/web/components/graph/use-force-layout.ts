// d3-force layout kept in a ref; React re-renders on ticks (one frame at a time) while dragging.
import {
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type Simulation,
  type SimulationNodeDatum,
} from 'd3-force';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface LayoutNode extends SimulationNodeDatum {
  id: string;
  radius: number;
  pinned?: boolean;
}

export interface LayoutLink {
  source: string;
  target: string;
  distance?: number;
}

/** `aspect` = box height / width: a tall box pulls nodes harder towards the vertical axis. */
export function useForceLayout<N extends LayoutNode>(
  inputNodes: readonly N[],
  inputLinks: readonly LayoutLink[],
  spread = 1,
  aspect = 0.6,
) {
  const [, setFrame] = useState(0);
  const simRef = useRef<Simulation<N, undefined> | null>(null);
  const frameRef = useRef(0);
  const nodes = useMemo(() => inputNodes.map((n) => ({ ...n, ...(n.pinned ? { fx: 0, fy: 0 } : {}) })), [inputNodes]);

  useEffect(() => {
    const links = inputLinks.map((l) => ({ ...l }));
    const sim = forceSimulation<N>(nodes)
      .force(
        'link',
        forceLink<N, (typeof links)[number] & { source: string | N; target: string | N }>(links as never)
          .id((d) => d.id)
          .distance((l) => (l as LayoutLink).distance ?? 120 * spread)
          .strength(0.6),
      )
      .force('charge', forceManyBody<N>().strength(-260 * spread))
      .force('collide', forceCollide<N>((d) => d.radius + 16).strength(0.9))
      .force('x', forceX<N>(0).strength(0.04 * Math.max(1, aspect * 2.5)))
      .force('y', forceY<N>(0).strength(0.06 * Math.max(1, 1 / (aspect * 1.6))))
      .stop();
    // Settle before the first paint so the graph does not fly around on load.
    sim.tick(220);
    sim.on('tick', () => {
      cancelAnimationFrame(frameRef.current);
      frameRef.current = requestAnimationFrame(() => setFrame((f) => f + 1));
    });
    simRef.current = sim;
    setFrame((f) => f + 1);
    return () => {
      sim.stop();
      cancelAnimationFrame(frameRef.current);
    };
  }, [nodes, inputLinks, spread, aspect]);

  const drag = {
    start(node: N) {
      node.fx = node.x;
      node.fy = node.y;
      simRef.current?.alphaTarget(0.25).restart();
    },
    move(node: N, x: number, y: number) {
      node.fx = x;
      node.fy = y;
    },
    end(node: N) {
      simRef.current?.alphaTarget(0);
      if (!node.pinned) {
        node.fx = null;
        node.fy = null;
      }
    },
  };
  return { nodes, drag };
}
