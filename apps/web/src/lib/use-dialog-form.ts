import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { failureMessage } from './api-client';
import { fieldBinder, rowBinder } from './field-props';
import { showServerFieldErrors } from './form-errors';
import { t, translateMessage } from './i18n';

export interface DialogFormOptions<TInput extends FieldValues, TOutput, TResult> {
  schema: z.ZodType<TOutput, TInput>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's values each time the dialog opens (from the record being edited, or blank). */
  values: () => TInput;
  /** The record being edited: the form is filled again when it changes while open. */
  record?: unknown;
  submit: (values: TOutput) => Promise<TResult>;
  /** The success toast's text (the spec's). */
  success: string | ((result: TResult, values: TOutput) => string);
  /** The failure toast's text when the server gives no reason. */
  failure: string;
  /** What the ids of the form's rows start with (`rowProps`, `dateProps`). */
  idPrefix?: string;
}

/**
 * A form in a dialog: validated by the shared schema, filled when the dialog opens, submitted once,
 * closed with a success toast, or kept open with the server's field errors under its fields or a failure toast.
 */
export function useDialogForm<TInput extends FieldValues, TOutput, TResult>({
  schema,
  open,
  onOpenChange,
  values,
  record,
  submit,
  success,
  failure,
  idPrefix = 'form',
}: DialogFormOptions<TInput, TOutput, TResult>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: values() as DefaultValues<TInput>,
  });
  const latestValues = useRef(values);
  latestValues.current = values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `record` is the trigger; the values come through the ref
  useEffect(() => {
    if (open) form.reset(latestValues.current());
  }, [open, record, form]);

  const onSubmit = form.handleSubmit(async (output) => {
    try {
      const result = await submit(output);
      toast.success(t('common.toast.done'), {
        description: translateMessage(typeof success === 'string' ? success : success(result, output)),
      });
      onOpenChange(false);
    } catch (error) {
      // The server's field errors appear under the form's own fields; only others go to the toast.
      const fields = Object.keys(form.getValues()) as Path<TInput>[];
      if (!showServerFieldErrors(error, form.setError, fields))
        toast.error(t('common.toast.error'), { description: failureMessage(error, failure) });
    }
  });
  /** What the form's FormDialog takes: it opens and closes as told, sends the form, holds its button while it is sent. */
  const dialogProps = { open, onOpenChange, onSubmit, pending: form.formState.isSubmitting };
  return {
    form,
    errors: form.formState.errors,
    onSubmit,
    dialogProps,
    fieldProps: fieldBinder(form),
    ...rowBinder(form, idPrefix),
  };
}
