import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` until its place comes near the viewport, then `children` (in Suspense with the same
 * fallback). Heavy lazy parts — recharts' charts — are thus asked for only when someone can see them:
 * a first screen never waits for, nor downloads, what is below the fold (issue 26 §1).
 */
export function WhenVisible({ fallback, children, margin = '200px' }: { fallback: ReactNode; children: ReactNode; margin?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  if (visible) return <Suspense fallback={fallback}>{children}</Suspense>;
  return <div ref={anchor}>{fallback}</div>;
}
