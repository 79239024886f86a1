import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlaps, placeLabels, shorten, type LabelNode } from './label-layout.ts';

// Hangul is about one em wide, Latin about half.
const measure = (text: string, fontPx: number) => [...text].reduce((w, c) => w + (/[\u3131-\uD79D]/.test(c) ? fontPx : fontPx * 0.55), 0);
const options = { width: 375, height: 480, fontPx: 13, measure };

function circleHit(box: { left: number; top: number; right: number; bottom: number }, n: LabelNode) {
  const nx = Math.max(box.left, Math.min(n.x, box.right));
  const ny = Math.max(box.top, Math.min(n.y, box.bottom));
  return (nx - n.x) ** 2 + (ny - n.y) ** 2 < n.r * n.r;
}

describe('graph label placement', () => {
  it('never overlaps labels, never covers a node, never leaves the box (any layout)', () => {
    const node = fc.record({
      x: fc.double({ min: -20, max: 395, noNaN: true }),
      y: fc.double({ min: -20, max: 500, noNaN: true }),
      r: fc.double({ min: 4, max: 40, noNaN: true }),
      label: fc.string({ minLength: 1, maxLength: 20 }),
      pinned: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(node, { maxLength: 90 }), (raw) => {
        const nodes = raw.map((n, i) => ({ ...n, id: `n${i}` }));
        const placed = placeLabels(nodes, options);
        for (const [i, a] of placed.entries()) {
          expect(a.box.left).toBeGreaterThanOrEqual(0);
          expect(a.box.right).toBeLessThanOrEqual(options.width);
          expect(a.box.top).toBeGreaterThanOrEqual(0);
          expect(a.box.bottom).toBeLessThanOrEqual(options.height);
          for (const b of placed.slice(i + 1)) expect(overlaps(a.box, b.box)).toBe(false);
          for (const n of nodes) expect(circleHit(a.box, n)).toBe(false);
        }
        expect(new Set(placed.map((p) => p.id)).size).toBe(placed.length);
      }),
      { numRuns: 500 },
    );
  });

  it('labels the larger nodes first; a small node only once zoomed in', () => {
    const at = (k: number): LabelNode[] => [
      { id: 'big', label: '화재 대피', x: 150, y: 200, r: 26 * k },
      { id: 'small', label: '소화기', x: 150 + 90 * k, y: 200, r: 8 * k },
    ];
    expect(placeLabels(at(1), options).map((p) => p.id)).toEqual(['big']);
    expect(
      placeLabels(at(1.6), options)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['big', 'small']);
  });

  it('gives a crowded spot to the larger node', () => {
    const nodes: LabelNode[] = [
      { id: 'small', label: '작은 노드 이름', x: 100, y: 100, r: 12 },
      { id: 'large', label: '큰 노드 이름', x: 110, y: 100, r: 20 },
    ];
    const placed = placeLabels(nodes, options);
    expect(placed[0]!.id).toBe('large');
  });

  it('slides a label at the edge back inside instead of cutting it off', () => {
    const [label] = placeLabels([{ id: 'edge', label: '응급처치 심폐소생술', x: 6, y: 100, r: 14 }], options);
    expect(label).toBeDefined();
    expect(label!.box.left).toBeGreaterThanOrEqual(0);
    expect(label!.cx).toBeGreaterThan(6);
  });

  it('keeps clear of the zoom buttons and never shortens the pinned centre', () => {
    const buttons = { left: 220, top: 12, right: 363, bottom: 56 };
    const placed = placeLabels(
      [
        { id: 'under-buttons', label: '약은 어른과 함께', x: 290, y: 20, r: 12 },
        { id: 'centre', label: '어린이 (5~12세) 안전 주제', x: 180, y: 240, r: 44, pinned: true },
      ],
      { ...options, maxChars: 9, avoid: [buttons] },
    );
    for (const label of placed) expect(overlaps(label.box, buttons)).toBe(false);
    expect(placed.find((p) => p.id === 'centre')!.text).toBe('어린이 (5~12세) 안전 주제');
  });

  it('shortens long names with … (the tooltip shows the whole name)', () => {
    expect(shorten('장애인 맞춤형 화재 대피 요령 안내', 10)).toBe('장애인 맞춤형 화…');
    expect(shorten('소화기', 10)).toBe('소화기');
  });
});
