import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every page starts at the top, as a new page in a browser would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
