import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/ui/error-boundary';

/** A render error in any route: the friendly fallback; 'Try Again' reloads the page. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <ErrorFallback
      error={error instanceof Error ? error : null}
      message="Hearth ran into a problem showing this page. Your family's data is safe on this device."
      onReset={() => window.location.reload()}
    />
  );
}
