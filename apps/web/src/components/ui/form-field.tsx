import { PHONE_HINT } from '@club/shared';
import { Children, type ComponentProps, cloneElement, isValidElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { translateMessage } from '../../lib/i18n';
import { Input, Textarea } from './input';
import { Label } from './label';
import { Select } from './select';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
};

/**
 * A label, its control, a hint on the expected format and the field's error. A control component takes the field's
 * `id` (unless it has its own), which the label names, and is told about the last three (`aria-describedby`,
 * `aria-invalid`, `aria-required`), so a screen reader announces the error and the format with the field.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // The control is the first element inside (an input with its datalist after it, say): it is told the rest.
  const parts = Children.toArray(children);
  const at = parts.findIndex((part) => isValidElement(part));
  const first = parts[at];
  if (isValidElement<ControlProps>(first)) {
    const own = first.props;
    const describedBy = [...new Set([own['aria-describedby'], hintId, errorId].filter(Boolean))].join(' ');
    parts[at] = cloneElement(first, {
      // A control (Input, Select, DateInput…) is the field: a plain element wraps one that has its own id.
      id: typeof first.type === 'string' ? own.id : (own.id ?? id),
      'aria-describedby': describedBy || undefined,
      'aria-invalid': own['aria-invalid'] ?? (error ? true : undefined),
      'aria-required': own['aria-required'] ?? (required || undefined),
    });
  }
  const control = parts.length === 1 ? parts[0] : parts;
  return (
    <div className="flex flex-col gap-1.5">
      {/* The mark sits beside the label, not in it: the field's name stays its label ('required' is announced). */}
      <div className="flex gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span className="text-sm font-medium text-red-700" aria-hidden>
            *
          </span>
        )}
      </div>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

type RowProps = { id: string; label: string; error?: string; hint?: string; required?: boolean };

/** A labelled text input: `id` names the field and the input; the rest goes to the input (a form's `register`). */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  ...input
}: RowProps & Omit<ComponentProps<'input'>, 'id' | 'required'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      <Input {...input} />
    </FormField>
  );
}

type TextFieldProps = Parameters<typeof TextField>[0];

/** A person's email: typed as an email, left to right, filled from the browser's address book unless told otherwise. */
export const EmailField = (props: TextFieldProps) => (
  <TextField type="email" autoComplete="email" dir="ltr" {...props} />
);

/** A phone number, with the hint on the numbers the club takes. */
export const PhoneField = (props: TextFieldProps) => (
  <TextField type="tel" hint={translateMessage(PHONE_HINT)} {...props} />
);

/** A password: hidden as it is typed (`autoComplete` says whether it is the current one or a new one). */
export const PasswordField = (props: TextFieldProps) => <TextField type="password" {...props} />;

/** A person's full name: in either script, filled from the browser's address book. */
export const NameField = (props: TextFieldProps) => <TextField autoComplete="name" dir="auto" {...props} />;

/** An amount of money (MVR): the keyboard of digits and a decimal point. */
export const MoneyField = (props: TextFieldProps) => <TextField inputMode="decimal" {...props} />;

/** A labelled select: `id` names the field and the select; its options are the children, the rest goes to the select. */
export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  ...select
}: RowProps & Omit<ComponentProps<'select'>, 'id' | 'required'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      <Select {...select} />
    </FormField>
  );
}

/** A labelled text area: `id` names the field and the text area; the rest goes to the text area. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  required,
  ...textarea
}: RowProps & Omit<ComponentProps<'textarea'>, 'id' | 'required'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      <Textarea {...textarea} />
    </FormField>
  );
}

/** A checkbox with its label after it; `className` places the row in its form (e.g. at the foot of a grid cell). */
export function CheckboxField({
  label,
  className,
  ...input
}: { label: ReactNode; className?: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <label className={cn('flex items-center gap-2 text-sm', className)}>
      <input type="checkbox" className="size-4 accent-brand-700" {...input} /> {label}
    </label>
  );
}
