import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { monthName, pageLanguage, t } from '../../lib/i18n';
import { FormField } from './form-field';
import { Input } from './input';
import { Options, Select } from './select';

type DateInputProps = {
  /** Given by the FormField the input stands in, when it stands in one. */
  id?: string;
  name?: string;
  /** The date, `yyyy-mm-dd`, or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first and last years offered (Dhivehi pages); defaults: a hundred years back to five ahead. */
  years?: { from: number; to: number };
  /** The earliest and latest day the browser's date field offers (English pages). */
  min?: string;
  max?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** The years a date of birth is chosen from: a hundred and twenty back to this one. */
export const BIRTH_YEARS = { from: new Date().getFullYear() - 120, to: new Date().getFullYear() };
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const partsOf = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) } : null;
};

/**
 * A date as the page's language writes it. Browsers draw their own date field in the language of the browser
 * (mm/dd/yyyy for a Dhivehi page on most phones), so a Dhivehi page asks for the day, the month by its Dhivehi
 * name and the year; an English page keeps the browser's date field (its calendar, its keyboard).
 */
export function DateInput({ id, name, value, onChange, onBlur, years, min, max, ...aria }: DateInputProps) {
  if (pageLanguage() !== 'dv')
    return (
      <Input
        id={id}
        name={name}
        type="date"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...aria}
      />
    );
  return <DhivehiDate id={id} value={value} onChange={onChange} onBlur={onBlur} years={years} {...aria} />;
}

function DhivehiDate({ id, value, onChange, onBlur, years, ...aria }: Omit<DateInputProps, 'name' | 'min' | 'max'>) {
  // What is chosen so far: a date is given only once day, month and year all are.
  const [parts, setParts] = useState(() => partsOf(value) ?? { year: '', month: '', day: '' });
  // What this field last gave: its own "no date yet" (a day, month or year still to choose) must not clear
  // what was chosen.
  const given = useRef(value);
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    const parsed = partsOf(value);
    if (parsed) setParts(parsed);
    else if (value === '') setParts({ year: '', month: '', day: '' });
  }, [value]);
  const thisYear = new Date().getFullYear();
  const from = years?.from ?? thisYear - 100;
  const to = years?.to ?? thisYear + 5;
  const choose = (part: keyof typeof parts, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    const { year, month, day } = next;
    // A day the month does not have (30 February) is given as chosen: the form's schema refuses it and says
    // so, where giving no date would let an optional date be saved as erased.
    const date = year && month && day ? `${year}-${pad(Number(month))}-${pad(Number(day))}` : '';
    given.current = date;
    onChange(date);
  };
  /** What each of the three selects shares: its part of the date, and the field's blur and error. */
  const partProps = (part: keyof typeof parts) => ({
    value: parts[part],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => choose(part, event.target.value),
    onBlur,
    'aria-invalid': aria['aria-invalid'],
  });
  return (
    // Wraps in a narrow column (a dialog's half) rather than squeezing the month's name out of sight.
    <div className="flex flex-wrap gap-2">
      {/* The day is named by the field's own label; the month and the year by theirs. */}
      <Select {...partProps('day')} id={id} className="w-20" {...aria}>
        <option value="">{t('common.date.day')}</option>
        <Options values={DAYS} />
      </Select>
      <Select {...partProps('month')} aria-label={t('common.date.month')} className="min-w-32 flex-1">
        <option value="">{t('common.date.month')}</option>
        <Options values={MONTHS} label={monthName} />
      </Select>
      <Select {...partProps('year')} aria-label={t('common.date.year')} className="w-24">
        <option value="">{t('common.date.year')}</option>
        <Options values={Array.from({ length: to - from + 1 }, (_, index) => String(to - index))} />
      </Select>
    </div>
  );
}

type DateTimeInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'min' | 'max'> & {
  /** The moment as a local date and time, `yyyy-mm-ddThh:mm`, or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date and a time as the page's language writes them: the browser's own field on an English page; on a
 * Dhivehi page the day, the month by name and the year, then the time (digits read the same in both).
 */
export function DateTimeInput({ id, name, value, onChange, onBlur, years, ...aria }: DateTimeInputProps) {
  const [day = '', time = ''] = value.split('T');
  // The day chosen before a time (or the time before a day) is kept until the other half comes.
  const [pending, setPending] = useState({ day, time });
  useEffect(() => {
    if (value) setPending({ day: value.slice(0, 10), time: value.slice(11, 16) });
  }, [value]);
  if (pageLanguage() !== 'dv')
    return (
      <Input
        id={id}
        name={name}
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...aria}
      />
    );
  const choose = (next: { day: string; time: string }) => {
    setPending(next);
    onChange(next.day && next.time ? `${next.day}T${next.time}` : '');
  };
  return (
    <div className="flex flex-col gap-2">
      <DhivehiDate
        id={id}
        value={pending.day}
        onChange={(chosen) => choose({ ...pending, day: chosen })}
        onBlur={onBlur}
        years={years}
        {...aria}
      />
      <Input
        type="time"
        dir="ltr"
        aria-label={t('common.date.time')}
        value={pending.time}
        onChange={(event) => choose({ ...pending, time: event.target.value })}
        onBlur={onBlur}
        aria-invalid={aria['aria-invalid']}
      />
    </div>
  );
}

/** The props that bind a date input to a react-hook-form field, and the field's state (its error). */
function useBoundDate<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const { field, fieldState } = useController({ control, name });
  const input = {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
  return { input, fieldState };
}

type Bound<Props, T extends FieldValues> = Omit<Props, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A DateTimeInput bound to a react-hook-form field. */
export function FormDateTimeInput<T extends FieldValues>({ control, name, ...rest }: Bound<DateTimeInputProps, T>) {
  return <DateTimeInput {...rest} {...useBoundDate(control, name).input} />;
}

/** A DateInput bound to a react-hook-form field (the form's `control` and the field's name). */
export function FormDateInput<T extends FieldValues>({ control, name, ...rest }: Bound<DateInputProps, T>) {
  return <DateInput {...rest} {...useBoundDate(control, name).input} />;
}

/**
 * A labelled date of a form (react-hook-form): the row with the field's error, and its date input. `control` and
 * `name` name the field; `years`, `min` and `max` go to the input.
 */
export function DateField<T extends FieldValues>({
  id,
  label,
  hint,
  required,
  control,
  name,
  ...rest
}: Bound<DateInputProps, T> & { id: string; label: string; hint?: string; required?: boolean }) {
  const { input, fieldState } = useBoundDate(control, name);
  return (
    <FormField id={id} label={label} hint={hint} required={required} error={fieldState.error?.message}>
      <DateInput {...rest} {...input} />
    </FormField>
  );
}
