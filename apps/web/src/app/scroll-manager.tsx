import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useClubName } from '../lib/club-identity';
import { documentTitleFor } from './document-title';

/** Scrolls to the #hash target (for /#contact) or to the top on page changes, and names the page in the tab. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const club = useClubName();
  // Before the pages' own effects, so a page that names itself (an article) has the last word.
  useLayoutEffect(() => {
    document.title = documentTitleFor(pathname, club);
  }, [pathname, club]);
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
