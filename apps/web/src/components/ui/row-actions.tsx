import { Pencil, Trash2 } from 'lucide-react';
import { t } from '../../lib/i18n';
import { Button } from './button';
import { IconButton } from './icon-button';

/**
 * The Edit and Delete buttons of a list row or card, shown only when the user has the right
 * (the API refuses the same actions): icons with a tooltip, or with their words (`withText`).
 * `label` names the record for screen readers.
 */
export function RowActions({
  label,
  canEdit,
  onEdit,
  canDelete,
  onDelete,
  deleteVerb = t('common.form.delete'),
  withText = false,
}: {
  label: string;
  canEdit: boolean;
  onEdit: () => void;
  canDelete: boolean;
  onDelete: () => void;
  deleteVerb?: string;
  withText?: boolean;
}) {
  if (withText) {
    return (
      <>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('common.form.editItem', { item: label })}>
            <Pencil aria-hidden /> {t('common.form.edit')}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={t('common.form.itemAction', { action: deleteVerb, item: label })}
          >
            <Trash2 aria-hidden /> {deleteVerb}
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      {canEdit && (
        <IconButton variant="outline" size="sm" onClick={onEdit} label={t('common.form.editItem', { item: label })}>
          <Pencil aria-hidden />
        </IconButton>
      )}
      {canDelete && (
        <IconButton
          variant="outline"
          size="sm"
          onClick={onDelete}
          label={t('common.form.itemAction', { action: deleteVerb, item: label })}
        >
          <Trash2 aria-hidden />
        </IconButton>
      )}
    </>
  );
}
