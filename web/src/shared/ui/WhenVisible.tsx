import { Suspense, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { takeDrawingTurn, type DrawingTurn } from './drawingTurns';

/**
 * Renders `fallback` until its place comes near the viewport, then `children` (in Suspense with the same
 * fallback). Heavy lazy parts — recharts' charts — are thus asked for only when someone can see them:
 * a first screen never waits for, nor downloads, what is below the fold (issue 26 §1). Those that come into view
 * together draw one after another, each in tasks of its own (./drawingTurns.ts): the turn ends when an SVG is drawn.
 */
export function WhenVisible({ fallback, children, margin = '200px' }: { fallback: ReactNode; children: ReactNode; margin?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const drawing = useRef<HTMLDivElement>(null);
  const turn = useRef<DrawingTurn | null>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (turn.current || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // In a transition: while its code loads the placeholder stays, instead of a Suspense fallback whose reveal React
        // would hold back (300 ms) before the drawing shows; and React yields to the browser as it renders it.
        turn.current = takeDrawingTurn(() => startTransition(() => setVisible(true)));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  useEffect(() => {
    if (visible) turn.current?.endWhen(() => drawing.current?.querySelector('svg') != null);
  }, [visible]);
  // Gone before its turn, or during it: the line goes on without it.
  useEffect(() => () => turn.current?.cancel(), []);
  if (visible)
    return (
      // No box of its own: the drawing sizes itself to the card, as without it.
      <div ref={drawing} style={{ display: 'contents' }}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </div>
    );
  return <div ref={anchor}>{fallback}</div>;
}
