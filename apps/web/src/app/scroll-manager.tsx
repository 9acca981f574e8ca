import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Scrolls to the #hash target (for /#contact) or to the top on page changes. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the page changes
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return <Outlet />;
}
