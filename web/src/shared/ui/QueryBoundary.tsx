import { Suspense, type ReactNode } from 'react';
import { FallbackBoundary } from './FallbackBoundary';
import { PageSpinner } from './PageSpinner';

interface QueryBoundaryProps {
  /** What the spinner says while the query loads. */
  loadingLabel: string;
  /** Shown instead when the query fails. */
  fallback: () => ReactNode;
  /** The query reference: a new one (new variables) clears a failure. */
  resetKey: unknown;
  children: ReactNode;
}

/** The part of a page that reads a route's query: a spinner while it loads, `fallback` if it fails. */
export function QueryBoundary({ loadingLabel, fallback, resetKey, children }: QueryBoundaryProps) {
  return (
    <FallbackBoundary resetKey={resetKey} fallback={fallback}>
      <Suspense fallback={<PageSpinner label={loadingLabel} />}>{children}</Suspense>
    </FallbackBoundary>
  );
}
