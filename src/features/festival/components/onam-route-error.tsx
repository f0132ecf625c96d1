import { useRouteError } from 'react-router-dom';
import { OnamPageError } from '@/features/festival/components/onam-page-error';

/** 'Onam Page Error' for the /onam route: loading or rendering the page failed. */
export function OnamRouteError() {
  const error = useRouteError();
  return <OnamPageError error={error} onRetry={() => window.location.reload()} />;
}
