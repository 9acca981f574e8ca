import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

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

/** A field's id in its form: the form's prefix and the field's name (a nested field's dots as dashes). */
const fieldId = (prefix: string, name: string) => `${prefix}-${name.replaceAll('.', '-')}`;

/**
 * A form's rows named by their field alone, their ids made from `idPrefix` and the field's name: `rowProps` is
 * `fieldProps` with the id (`<TextField label="…" {...rowProps('name')} />`), `dateProps` what a DateField needs.
 */
export function rowBinder<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  idPrefix: string,
) {
  const fieldProps = fieldBinder(form);
  return {
    rowProps: <TName extends FieldPath<TValues>>(name: TName, options?: RegisterOptions<TValues, TName>) => ({
      id: fieldId(idPrefix, name),
      ...fieldProps(name, options),
    }),
    dateProps: <TName extends FieldPath<TValues>>(name: TName) => ({
      id: fieldId(idPrefix, name),
      control: form.control,
      name,
    }),
  };
}

/** A form checked by a shared schema (with its first values), and its rows' props (`fieldProps`, `rowProps`…). */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues?: DefaultValues<TInput>,
  idPrefix = 'form',
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  return { form, fieldProps: fieldBinder(form), ...rowBinder(form, idPrefix) };
}
