import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Starts a form with what is already known (the signed-in account's name and phone, a saved address) once that
 * arrives, field by field, and never over what the person has typed: a field they touched, or one that is not
 * empty, keeps its value. Forms drawn before their data therefore lose nothing typed into them.
 */
export function useKnownValues<T extends FieldValues>(
  form: UseFormReturn<T>,
  known: Partial<Record<Path<T>, string | null | undefined>> | null | undefined,
) {
  const key = known ? JSON.stringify(known) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `known`'s values.
  useEffect(() => {
    if (!known) return;
    for (const [name, value] of Object.entries(known) as [Path<T>, string | null | undefined][]) {
      if (!value || form.getFieldState(name).isDirty || form.getValues(name)) continue;
      form.setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: false });
    }
  }, [form, key]);
}
