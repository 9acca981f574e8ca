import { clubToday, type News } from '@club/shared';
import { FileText, Send, Star } from 'lucide-react';
import { AdminList, RecordCard } from '../../../components/admin-list';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { RowActions } from '../../../components/ui/row-actions';
import { StatCard } from '../../../components/ui/stat-card';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { deleteById, useListPage } from '../../../lib/use-list-page';
import { useDeleteNews } from '../api/delete-news';
import { useAdminNews } from '../api/get-admin-news';
import { NewsFormDialog } from '../components/news-form-dialog';

/** /admin/news and /admin/news-events: the same news records under either module. */
/** On the site, scheduled (published with a date ahead, in club time) or a draft. */
const standing = (article: News) =>
  !article.isPublished ? 'draft' : article.publishDate && article.publishDate > clubToday() ? 'scheduled' : 'onTheSite';

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
  const list = useListPage<News>({
    ...deleteById(useDeleteNews()),
    success: 'News article deleted successfully',
    failure: 'Failed to delete news article',
  });
  const news = useAdminNews(list.query);
  return (
    <AdminList
      list={list}
      result={news}
      failed={t('news.newsManagementPage.failedToLoadNews')}
      above={({ stats }) => (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <StatCard label={t('news.newsManagementPage.totalArticles')} value={stats.total} icon={FileText} />
          <StatCard label={t('news.newsManagementPage.published')} value={stats.published} icon={Send} />
          <StatCard label={t('news.newsManagementPage.featured')} value={stats.featured} icon={Star} />
        </div>
      )}
      search={{
        label: t('news.newsManagementPage.searchArticles'),
        placeholder: t('news.newsManagementPage.searchArticles2'),
      }}
      add={can(moduleId, 'create') ? t('news.newsManagementPage.addArticle') : null}
      empty={{
        none: t('news.newsManagementPage.noNewsArticlesYet'),
        noMatch: t('news.newsManagementPage.noArticlesMatchYour'),
      }}
      deletion={{
        title: t('news.newsManagementPage.deleteArticle'),
        message: (article) => t('news.newsManagementPage.areYouSureYou', { value0: article.title }),
      }}
      dialogs={<NewsFormDialog article={list.editor.record} {...list.editor.dialog} />}
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((article) => (
            <li key={article.id}>
              <RecordCard
                actions={
                  <RowActions
                    label={article.title}
                    canEdit={can(moduleId, 'edit')}
                    onEdit={() => list.editor.open(article)}
                    canDelete={can(moduleId, 'delete')}
                    onDelete={() => list.deletion.ask(article)}
                    withText
                  />
                }
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold">{article.title}</h2>
                    <Badge variant={article.isPublished ? 'default' : 'secondary'}>
                      {t(`news.newsManagementPage.${standing(article)}`)}
                    </Badge>
                    {article.isFeatured && <Badge variant="outline">{t('news.newsManagementPage.featured')}</Badge>}
                  </div>
                  {article.excerpt && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{article.excerpt}</p>}
                  <p className="mt-1 text-xs text-slate-500">
                    {article.publishDate
                      ? t(
                          standing(article) === 'scheduled'
                            ? 'news.newsManagementPage.scheduledFor'
                            : 'news.newsManagementPage.published',
                          { date: formatDate(article.publishDate) },
                        )
                      : t('news.newsManagementPage.created', { date: formatDate(article.createdAt) })}
                  </p>
                </div>
              </RecordCard>
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}
