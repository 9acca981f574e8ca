import { CLUB } from '@club/shared';
import { useEffect } from 'react';

/** Names the browser tab after what the page shows (an article's title) once it is known. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · ${CLUB.name}`;
  }, [title]);
}
