import { Navigate, useLocation } from 'react-router-dom';

/** /app/... paths move to the same path without the prefix (history replaced). */
export function LegacyRedirect() {
  const location = useLocation();
  const target = location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
  const destination = target === '/family/ai-fun' ? '/family/activities' : target;
  return <Navigate replace to={{ pathname: destination, search: location.search, hash: location.hash }} />;
}
