import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * What a form field row (TextField, SelectField, TextareaField) needs of a form's field: its error and what
 * `register` gives. A row names its field once: `<TextField id="…" label="…" {...fieldProps('name')} />`.
 */
export function fieldBinder<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
) {
  return <TName extends FieldPath<TValues>>(name: TName, options?: RegisterOptions<TValues, TName>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, options),
  });
}
