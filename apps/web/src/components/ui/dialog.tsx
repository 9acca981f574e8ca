import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;

/** Whether a dialog is open, and how it opens and closes: what its opener passes (`useEditor().dialog`). */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The dialog's box. Our dialogs open from state, not from a Radix Trigger, so Radix would send focus to
 * <body> on close: the control that had focus when the dialog opened gets it back instead (if it is still
 * on the page).
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 top-1/2 z-50 mx-auto flex max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Runs as the dialog opens, before focus moves in: focus is still on the opener.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          if (event.defaultPrevented || !(target instanceof HTMLElement) || !target.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute end-4 top-4 rounded-sm text-slate-500 hover:text-slate-900"
          aria-label={t('common.page.close')}
        >
          <X className="size-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 pe-6', className)} {...props} />
);
export const DialogTitle = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
);
export const DialogDescription = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description className={cn('text-sm text-slate-500', className)} {...props} />
);
/** The dialog's buttons: they stay in view at the bottom while a long form scrolls above them. */
export const DialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn(
      'sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-100 bg-white px-6 py-4 sm:flex-row sm:justify-end',
      className,
    )}
    {...props}
  />
);

/**
 * A dialog with its title, and its description when one is given, in its header; the children follow. The rest
 * goes to its box (DialogContent: its width, its role).
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  children,
  ...props
}: DialogState & {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
} & Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title' | 'children'>) {
  const { description, ...content } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {'description' in props && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The Cancel and submit buttons at the foot of a form dialog. */
export function FormDialogActions({
  onCancel,
  pending,
  disabled,
  className,
  children,
}: {
  onCancel: () => void;
  pending?: boolean;
  /** The form cannot be sent as it is (e.g. an unbalanced journal entry). */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('common.form.cancel')}
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}

/**
 * A form in a dialog (TitledDialog): its fields are the children, `onSubmit` sends it. The browser's own
 * checks are off (the form's schema checks it); `formClassName` lays the fields out (a column by default).
 * Given a `submitLabel`, the form ends with Cancel (which closes the dialog) and the submit button, across
 * every column of a grid; `pending` and `submitDisabled` hold the submit button back.
 */
export function FormDialog({
  onSubmit,
  formClassName = 'flex flex-col gap-4',
  submitLabel,
  pending,
  submitDisabled,
  children,
  ...dialog
}: ComponentProps<typeof TitledDialog> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formClassName?: string;
  submitLabel?: ReactNode;
  pending?: boolean;
  submitDisabled?: boolean;
}) {
  return (
    <TitledDialog {...dialog}>
      <form onSubmit={onSubmit} className={formClassName} noValidate>
        {children}
        {submitLabel !== undefined && (
          <FormDialogActions
            className="col-span-full"
            onCancel={() => dialog.onOpenChange(false)}
            pending={pending}
            disabled={submitDisabled}
          >
            {submitLabel}
          </FormDialogActions>
        )}
      </form>
    </TitledDialog>
  );
}
