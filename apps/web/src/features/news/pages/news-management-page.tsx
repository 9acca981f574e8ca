import type { News } from '@club/shared';
import { FileText, Plus, Send, Star } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { useDeleteNews } from '../api/delete-news';
import { useAdminNews } from '../api/get-admin-news';
import { NewsFormDialog } from '../components/news-form-dialog';

/** /admin/news and /admin/news-events: the same news records under either module. */
export function NewsManagementPage({ moduleId }: { moduleId: 'news' | 'news-events' }) {
  return (
    <AdminFrame moduleId={moduleId} title={moduleId === 'news' ? 'News Management' : 'News & Events'}>
      <NewsManagement moduleId={moduleId} />
    </AdminFrame>
  );
}

function NewsManagement({ moduleId }: { moduleId: 'news' | 'news-events' }) {
  const { can } = useAuth();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<News | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<News | null>(null);
  const news = useAdminNews({ page, search });
  const remove = useDeleteNews();

  const openForm = (article: News | null) => {
    setEditing(article);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Success', { description: 'News article deleted successfully' });
    } catch {
      toast.error('Error', { description: 'Failed to delete news article' });
    }
    setDeleting(null);
  };

  if (news.isError) return <p className="text-red-700">Failed to load news articles</p>;
  if (!news.data) return <Spinner />;
  const { items, total, pageSize, stats } = news.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Articles" value={stats.total} icon={FileText} />
        <StatCard label="Published" value={stats.published} icon={Send} />
        <StatCard label="Featured" value={stats.featured} icon={Star} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Input
          type="search"
          placeholder="Search articles..."
          className="max-w-xs"
          aria-label="Search articles"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {can(moduleId, 'create') && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden /> Add Article
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {search ? 'No articles match your search.' : 'No news articles yet.'}
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
                        {article.isPublished ? 'Published' : 'Draft'}
                      </Badge>
                      {article.isFeatured && <Badge variant="outline">Featured</Badge>}
                    </div>
                    {article.excerpt && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{article.excerpt}</p>}
                    <p className="mt-1 text-xs text-slate-500">
                      {article.publishDate
                        ? `Published ${formatDate(article.publishDate)}`
                        : `Created ${formatDate(article.createdAt)}`}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <RowActions
                      label={article.title}
                      canEdit={can(moduleId, 'edit')}
                      onEdit={() => openForm(article)}
                      canDelete={can(moduleId, 'delete')}
                      onDelete={() => setDeleting(article)}
                      withText
                    />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={setPage} />
      <NewsFormDialog open={formOpen} article={editing} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete article"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
