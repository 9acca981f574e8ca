import type { News } from '@club/shared';
import { FileText, Plus, Send, Star } from 'lucide-react';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useListPage } from '../../../lib/use-list-page';
import { useDeleteNews } from '../api/delete-news';
import { useAdminNews } from '../api/get-admin-news';
import { NewsFormDialog } from '../components/news-form-dialog';

/** /admin/news and /admin/news-events: the same news records under either module. */
export function NewsManagementPage({ moduleId }: { moduleId: 'news' | 'news-events' }) {
  return (
    <AdminFrame
      moduleId={moduleId}
      title={
        moduleId === 'news' ? t('news.newsManagementPage.newsManagement') : t('news.newsManagementPage.newsEvents')
      }
    >
      <NewsManagement moduleId={moduleId} />
    </AdminFrame>
  );
}

function NewsManagement({ moduleId }: { moduleId: 'news' | 'news-events' }) {
  const { can } = useAuth();
  const remove = useDeleteNews();
  const list = useListPage<News>({
    remove: (article) => remove.mutateAsync(article.id),
    pending: remove.isPending,
    success: 'News article deleted successfully',
    failure: 'Failed to delete news article',
  });
  const news = useAdminNews(list.query);

  if (news.isError) return <p className="text-red-700">{t('news.newsManagementPage.failedToLoadNews')}</p>;
  if (!news.data) return <Spinner />;
  const { items, total, pageSize, stats } = news.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard label={t('news.newsManagementPage.totalArticles')} value={stats.total} icon={FileText} />
        <StatCard label={t('news.newsManagementPage.published')} value={stats.published} icon={Send} />
        <StatCard label={t('news.newsManagementPage.featured')} value={stats.featured} icon={Star} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label={t('news.newsManagementPage.searchArticles')}
          placeholder={t('news.newsManagementPage.searchArticles2')}
          value={list.search}
          onSearch={list.setSearch}
        />
        {can(moduleId, 'create') && (
          <PageAction>
            <Button onClick={() => list.editor.open(null)}>
              <Plus aria-hidden /> {t('news.newsManagementPage.addArticle')}
            </Button>
          </PageAction>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {list.search
            ? t('news.newsManagementPage.noArticlesMatchYour')
            : t('news.newsManagementPage.noNewsArticlesYet')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((article) => (
            <li key={article.id}>
              <Card>
                <CardContent className="flex flex-wrap items-start justify-between gap-4 pt-6">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold">{article.title}</h2>
                      <Badge variant={article.isPublished ? 'default' : 'secondary'}>
                        {article.isPublished
                          ? t('news.newsManagementPage.published')
                          : t('news.newsManagementPage.draft')}
                      </Badge>
                      {article.isFeatured && <Badge variant="outline">{t('news.newsManagementPage.featured')}</Badge>}
                    </div>
                    {article.excerpt && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{article.excerpt}</p>}
                    <p className="mt-1 text-xs text-slate-500">
                      {article.publishDate
                        ? t('news.newsManagementPage.published', { date: formatDate(article.publishDate) })
                        : t('news.newsManagementPage.created', { date: formatDate(article.createdAt) })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <RowActions
                      label={article.title}
                      canEdit={can(moduleId, 'edit')}
                      onEdit={() => list.editor.open(article)}
                      canDelete={can(moduleId, 'delete')}
                      onDelete={() => list.deletion.ask(article)}
                      withText
                    />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
      <NewsFormDialog article={list.editor.record} {...list.editor.dialog} />
      <ConfirmDialog
        title={t('news.newsManagementPage.deleteArticle')}
        message={t('news.newsManagementPage.areYouSureYou', { value0: list.deletion.target?.title ?? '' })}
        {...list.deletion.dialog}
      />
    </div>
  );
}
