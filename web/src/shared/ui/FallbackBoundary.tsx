import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from './PageSpinner';

interface FallbackBoundaryProps {
  /** What to show instead of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /** Called once per caught error (e.g. to show a toast). */
  onError?: (error: unknown) => void;
  /** Changing this value clears the error and renders the children again (e.g. new query variables). */
  resetKey?: unknown;
  children: ReactNode;
}

interface FallbackBoundaryState {
  error: unknown;
  resetKey: unknown;
}

/** Catches a failed query (thrown by usePreloadedQuery) in one part of a page, leaving the rest usable. */
export class FallbackBoundary extends Component<FallbackBoundaryProps, FallbackBoundaryState> {
  override state: FallbackBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<FallbackBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: FallbackBoundaryProps, state: FallbackBoundaryState): Partial<FallbackBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

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
