import { Component } from 'react';
import type * as React from 'react';
import { Button } from '@/ui/button';
import { errorMessageOf } from '@/ui/error-boundary';

/**
 * When the festival page fails to render, 'Onam Page Error' with 'There was an
 * error loading the Onam page.' and the error text or 'Unknown error'.
 */
export function OnamPageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const detail = errorMessageOf(error) || 'Unknown error';
  return (
    <div role="alert" className="mx-auto my-10 flex w-full max-w-lg flex-col items-center gap-4 px-4 text-center">
      <span aria-hidden="true" className="text-5xl">
        🌼
      </span>
      <h1 className="text-3xl font-extrabold text-foreground">Onam Page Error</h1>
      <p className="text-base text-muted-foreground">There was an error loading the Onam page.</p>
      <p className="w-full rounded-xl bg-danger-soft px-4 py-3 text-sm break-words text-danger-soft-foreground">{detail}</p>
      {onRetry ? <Button onClick={onRetry}>Reload the page</Button> : null}
    </div>
  );
}

type State = { error: unknown; failed: boolean };

/** The festival-only app's outer boundary: loading or rendering the page failed. */
export class OnamPageBoundary extends Component<{ children: React.ReactNode; onRetry?: () => void }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Hearth Onam page error:', error);
  }

  override render(): React.ReactNode {
    if (!this.state.failed) return this.props.children;
    return <OnamPageError error={this.state.error} onRetry={this.props.onRetry ?? (() => window.location.reload())} />;
  }
}
