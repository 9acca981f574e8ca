import type { ReactNode } from 'react';
import { CardHeader, CardLink, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/**
 * A news card's header: what stands before the date (an icon, the featured badge), the date, and the title, the
 * card's one link (to the article).
 */
export function NewsCardHeader({
  item,
  children,
}: {
  item: { id: string; title: string; publishDate: string | null };
  children?: ReactNode;
}) {
  return (
    <CardHeader className="pb-2">
      <p className="flex items-center gap-2 text-xs text-slate-600">
        {children}
        {item.publishDate ? formatDate(item.publishDate) : ''}
      </p>
      <CardTitle>
        <CardLink to={paths.newsArticle(item.id)} dir="auto">
          {item.title}
        </CardLink>
      </CardTitle>
    </CardHeader>
  );
}
