import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Where a crash is reported; the screen shows either way. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
}

/**
 * The last resort for a crash outside the routes' own error screens (in the router itself or
 * a provider): the error screen with its reload button rather than a blank page.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
