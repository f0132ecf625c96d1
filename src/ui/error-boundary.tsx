import { Component } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

/** The festival page's sentence under the error boundary's title. Other pages pass their own `message`. */
export const DEFAULT_ERROR_MESSAGE = 'The Onam page encountered an error. This helps us identify the issue!';

/** The thrown value's message, or '' when it has none. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
}

export type ErrorFallbackProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  error: unknown;
  onReset: () => void;
  message?: React.ReactNode;
};

/** 'Oops! Something went wrong', 🎭, the message, 'Error: …', 'Try Again'. */
export function ErrorFallback({ error, onReset, message = DEFAULT_ERROR_MESSAGE, className, ...props }: ErrorFallbackProps) {
  const detail = errorMessageOf(error) || 'Unknown error';
  return (
    <div
      data-slot="error-fallback"
      role="alert"
      className={cn(
        'mx-auto my-8 flex w-full max-w-lg flex-col items-center gap-4 rounded-2xl border border-border bg-surface-raised p-8 text-center shadow-md',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="text-5xl">
        🎭
      </span>
      <h2 className="text-2xl font-extrabold text-foreground">Oops! Something went wrong</h2>
      <p className="text-base text-muted-foreground">{message}</p>
      <p className="w-full rounded-xl bg-danger-soft px-4 py-3 text-left text-sm break-words text-danger-soft-foreground">
        <span className="font-extrabold">Error:</span> {detail}
      </p>
      <Button onClick={onReset}>Try Again</Button>
    </div>
  );
}

export type ErrorBoundaryProps = {
  children: React.ReactNode;
  /** Custom fallback; the default is ErrorFallback. */
  fallback?: (error: unknown, reset: () => void) => React.ReactNode;
  /** Passed to the default fallback. */
  message?: React.ReactNode;
  onError?: (error: unknown, info: React.ErrorInfo) => void;
  /** Called after 'Try Again', before the children render again. */
  onReset?: () => void;
};

type ErrorBoundaryState = { hasError: boolean; error: unknown };

/** Normal until a render error, then the fallback; 'Try Again' renders again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    // The error is also logged.
    console.error('Hearth page error:', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ hasError: false, error: null });
  };

  override render(): React.ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error, this.reset);
    return <ErrorFallback error={this.state.error} onReset={this.reset} message={this.props.message} />;
  }
}
