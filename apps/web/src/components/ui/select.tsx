import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A native select styled like the inputs: accessible and light. */
export const Select = ({ className, ...props }: ComponentProps<'select'>) => (
  <select
    className={cn(
      'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70',
      className,
    )}
    {...props}
  />
);

/** A select's options: one for each value, shown by `label` (the value itself when none). */
export function Options<Value extends string | number>({
  values,
  label,
}: {
  values: readonly Value[];
  label?: (value: Value) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ));
}

/** A list's filter: a select of `values` after a first option, '', for all of them. */
export function FilterSelect<Value extends string>({
  all,
  values,
  label,
  value,
  onChange,
  ...select
}: {
  /** The first option's text ("All statuses"). */
  all: string;
  values: readonly Value[];
  label?: (value: Value) => ReactNode;
  value: Value | '';
  onChange: (value: Value | '') => void;
} & Omit<ComponentProps<'select'>, 'value' | 'onChange'>) {
  return (
    <Select value={value} onChange={(event) => onChange(event.target.value as Value | '')} {...select}>
      <option value="">{all}</option>
      <Options values={values} label={label} />
    </Select>
  );
}
