import { Component, type ErrorInfo, type ReactNode } from 'react';

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
