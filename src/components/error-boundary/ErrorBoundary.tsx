import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '@/utils/error-log/report-errors';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * Catches an error thrown while rendering its children, records it in the error log
 * (type 'vue', when capture is on) and shows the fallback instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // React itself writes the error to the console.
    reportRenderError(error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ failed: false, error: undefined });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(this.state.error, this.reset);
  }
}
