import { CalendarDays } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink, DetailPageState } from '../../../components/page-state';
import { ShareLinks } from '../../../components/share-links';
import { StoredImage } from '../../../components/stored-image';
import { UserText } from '../../../components/ui/user-text';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNewsArticle } from '../api/get-news-article';

export function NewsArticlePage() {
  const { newsId = '' } = useParams();
  const article = useNewsArticle(newsId);
  useDocumentTitle(article.data?.title);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <BackLink to={paths.newsEvents}>{t('news.page.all')}</BackLink>
      {!article.data ? (
        <DetailPageState error={article.error} notFoundText={t('news.page.articleNotFound')} />
      ) : (
        <article className="flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            <h1 className="text-3xl font-bold leading-tight sm:text-4xl" dir="auto">
              {article.data.title}
            </h1>
            {article.data.publishDate && (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <CalendarDays className="size-4" aria-hidden />
                <time dateTime={article.data.publishDate}>{formatDate(article.data.publishDate)}</time>
              </p>
            )}
            {article.data.excerpt && <UserText className="text-lg text-slate-700">{article.data.excerpt}</UserText>}
          </header>
          <StoredImage
            src={article.data.featuredImageUrl}
            sizes="(min-width: 768px) 768px, 100vw"
            className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
          />
          <div
            className="flex flex-col gap-4 leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_img]:rounded-lg [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc"
            dir="auto"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: news content is sanitised on the server with an allowlist
            dangerouslySetInnerHTML={{ __html: article.data.content }}
          />
          <ShareLinks text={article.data.title} path={paths.newsArticle(article.data.id)} />
        </article>
      )}
    </div>
  );
}
