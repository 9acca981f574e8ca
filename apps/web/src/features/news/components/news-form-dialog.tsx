import { type News, newsInputSchema } from '@club/shared';
import { useEffect } from 'react';
import type { z } from 'zod';
import { DateField } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, TextareaField, TextField } from '../../../components/ui/form-field';
import { useAuth } from '../../../lib/auth';
import { todayInClubZone } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveNews } from '../api/save-news';

type FormInput = z.input<typeof newsInputSchema>;

const toForm = (article: News | null): FormInput => ({
  title: article?.title ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  featuredImageUrl: article?.featuredImageUrl ?? '',
  isPublished: article?.isPublished ?? false,
  isFeatured: article?.isFeatured ?? false,
  publishDate: article?.publishDate ?? '',
});

/** Add or edit a news article. `article` null means a new one. */
export function NewsFormDialog({
  open,
  article,
  onOpenChange,
}: {
  article: News | null;
} & DialogState) {
  const save = useSaveNews();
  const { can } = useAuth();
  const mayPublish = can('news', 'approve') || can('news-events', 'approve');
  const { form, errors, dialogProps, rowProps, dateProps } = useDialogForm({
    idPrefix: 'news',
    schema: newsInputSchema,
    open,
    onOpenChange,
    record: article,
    values: () => toForm(article),
    submit: (input) => save.mutateAsync({ id: article?.id, input }),
    success: `News article ${article ? 'updated' : 'created'} successfully`,
    failure: 'Failed to save news article',
  });
  const published = form.watch('isPublished');

  useEffect(() => {
    if (published && !form.getValues('publishDate')) form.setValue('publishDate', todayInClubZone());
  }, [published, form]);

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={
        save.isPending
          ? t('news.newsFormDialog.saving')
          : article
            ? t('news.newsFormDialog.updateArticle')
            : t('news.newsFormDialog.createArticle')
      }
      title={article ? t('news.newsFormDialog.editNewsArticle') : t('news.newsFormDialog.addNewsArticle')}
      className="max-w-2xl"
    >
      <TextField label={t('news.newsFormDialog.title')} {...rowProps('title')} />
      <TextareaField label={t('news.newsFormDialog.excerpt')} rows={2} {...rowProps('excerpt')} />
      <TextareaField
        label={t('news.newsFormDialog.contentHtml')}
        rows={8}
        aria-invalid={!!errors.content}
        {...rowProps('content')}
      />
      <TextField
        label={t('news.newsFormDialog.featuredImageUrl')}
        type="url"
        placeholder={t('news.newsFormDialog.https')}
        {...rowProps('featuredImageUrl')}
      />
      {mayPublish ? (
        <div className="flex flex-wrap gap-6">
          <CheckboxField label={t('news.newsFormDialog.published')} {...form.register('isPublished')} />
          <CheckboxField label={t('news.newsFormDialog.featured')} {...form.register('isFeatured')} />
        </div>
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-600">{t('news.newsFormDialog.theClubSStaff')}</p>
      )}
      {mayPublish && published && (
        <DateField
          label={t('news.newsFormDialog.publishDate')}
          hint={t('news.newsFormDialog.publishDateHint')}
          {...dateProps('publishDate')}
        />
      )}
    </FormDialog>
  );
}
