import { useState } from 'react';
import { toast } from 'sonner';
import { failureMessage } from './api-client';
import { t, translateMessage } from './i18n';
import { usePagedSearch } from './use-paged-search';

/** Which record a form dialog edits (null: a new one) and whether it is open. */
export function useEditor<T>() {
  const [state, setState] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  return {
    record: state.record,
    open: (record: T | null) => setState({ open: true, record }),
    dialog: {
      open: state.open,
      onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
    },
  };
}

export interface DeleteOptions<T> {
  remove: (record: T) => Promise<unknown>;
  pending: boolean;
  /** The success toast's text (the spec's). */
  success: string | ((record: T) => string);
  /** The failure toast's text when the server gives no reason. */
  failure: string;
  onDeleted?: (record: T) => void;
}

/**
 * Delete with confirmation: `ask(record)` opens the confirm dialog (spread `dialog` on `ConfirmDialog`),
 * confirming deletes and toasts the outcome.
 */
export function useConfirmedDelete<T>({ remove, pending, success, failure, onDeleted }: DeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
      toast.success(t('common.toast.done'), {
        description: translateMessage(typeof success === 'string' ? success : success(target)),
      });
      onDeleted?.(target);
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, failure) });
    }
    setTarget(null);
  };
  return {
    target,
    ask: (record: T) => setTarget(record),
    dialog: {
      open: target !== null,
      pending,
      onConfirm: confirm,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
    },
  };
}

/** A staff list page: server paging and debounced search, the add/edit dialog, delete with confirmation. */
export function useListPage<T>(deletion: DeleteOptions<T>) {
  return { ...usePagedSearch(), editor: useEditor<T>(), deletion: useConfirmedDelete(deletion) };
}

/** Deletion through a feature's delete mutation, which takes the record's id: the `remove` and `pending` of a list page. */
export const deleteById = (mutation: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean }) => ({
  remove: (record: { id: string }) => mutation.mutateAsync(record.id),
  pending: mutation.isPending,
});
