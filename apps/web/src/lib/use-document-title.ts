import { useEffect } from 'react';
import { useClubName } from './club-identity';

/** Names the browser tab after what the page shows (an article's title) once it is known. */
export function useDocumentTitle(title: string | undefined) {
  const club = useClubName();
  useEffect(() => {
    if (title) document.title = `${title} · ${club}`;
  }, [title, club]);
}
