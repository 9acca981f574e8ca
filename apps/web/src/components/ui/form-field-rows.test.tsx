// @vitest-environment happy-dom

import { CONTACT_TOPICS, contactInputSchema, PHONE_HINT } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowBinder, useSchemaForm } from '../../lib/field-props';
import { allTextAreas, monthName, startLanguage, t, translateMessage } from '../../lib/i18n';
import { DateField } from './date-input';
import { EmailField, MoneyField, NameField, PhoneField, SelectField, TextareaField } from './form-field';
import { Options } from './select';

/** The rows of a form as the screens write them: each names its field once (`fieldProps`), the schema checks them. */
function ContactRows() {
  const { form, fieldProps } = useSchemaForm(contactInputSchema, { name: '', email: '', phone: '', message: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <NameField id="name" label={t('home.contact.form.name')} {...fieldProps('name')} />
      <EmailField id="email" label={t('auth.email')} {...fieldProps('email')} />
      <PhoneField id="phone" label={t('profiles.phone')} {...fieldProps('phone')} />
      <SelectField id="topic" label={t('home.contact.form.topic')} {...fieldProps('topic')}>
        <option value="">—</option>
        <Options values={CONTACT_TOPICS} />
      </SelectField>
      <TextareaField id="message" label={t('home.contact.form.message')} {...fieldProps('message')} />
      <button type="submit">Send</button>
    </form>
  );
}

async function submitEmpty() {
  render(<ContactRows />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
}

const describedBy = (element: HTMLElement) => element.getAttribute('aria-describedby')?.split(' ') ?? [];

describe('the form field rows, in both languages', () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it('gives each kind of field its settings and names the control by its label', () => {
    render(<ContactRows />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.type, email.dir, email.autocomplete]).toEqual(['email', 'ltr', 'email']);
    const name = screen.getByLabelText(t('home.contact.form.name')) as HTMLInputElement;
    expect([name.dir, name.autocomplete]).toEqual(['auto', 'name']);
    const phone = screen.getByLabelText(t('profiles.phone')) as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(describedBy(phone)).toContain(screen.getByText(PHONE_HINT).id);
    const topic = screen.getByLabelText(t('home.contact.form.topic')) as HTMLSelectElement;
    expect([...topic.options].map((option) => option.value)).toEqual(['', ...CONTACT_TOPICS]);
    expect(screen.getByLabelText(t('home.contact.form.message')).tagName).toBe('TEXTAREA');
  });

  it("says each field's error under it and ties it to the control (a select and a text area too)", async () => {
    await submitEmpty();
    const rows: [string, string][] = [
      [t('home.contact.form.name'), 'Name is required'],
      ['Email', 'Enter a valid email address'],
      [t('home.contact.form.topic'), 'Choose a topic'],
      [t('home.contact.form.message'), 'Please write at least 10 characters'],
    ];
    for (const [label, error] of rows) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(control)).toContain(screen.getByText(error).id);
    }
  });

  it('says the labels, the hint and the errors in Dhivehi, the email still left to right', async () => {
    await startLanguage('dv', allTextAreas());
    await submitEmpty();
    const email = screen.getByLabelText(t('auth.email')) as HTMLInputElement;
    expect(t('auth.email')).toMatch(/[\u0780-\u07bf]/);
    expect(email.dir).toBe('ltr');
    const hint = translateMessage(PHONE_HINT);
    expect(hint).toMatch(/[\u0780-\u07bf]/);
    expect(describedBy(screen.getByLabelText(t('profiles.phone')))).toContain(screen.getByText(hint).id);
    const said = translateMessage('Enter a valid email address');
    expect(said).toMatch(/[\u0780-\u07bf]/);
    expect(describedBy(email)).toContain(screen.getByText(said).id);
  });
});

const dated = z.object({ on: z.string().min(1, 'Name is required'), amount: z.string() });

function DateRows() {
  const form = useForm({ resolver: zodResolver(dated), defaultValues: { on: '', amount: '' } });
  const { rowProps, dateProps } = rowBinder(form, 'paid');
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <DateField label={t('common.date.day')} years={{ from: 2024, to: 2026 }} {...dateProps('on')} />
      <MoneyField label="MVR" {...rowProps('amount')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a date row of a form', () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it("is the browser's date field under its label on an English page, with the field's error tied to it", async () => {
    render(<DateRows />);
    const input = screen.getByLabelText(t('common.date.day')) as HTMLInputElement;
    expect([input.type, input.id]).toEqual(['date', 'paid-on']);
    const amount = screen.getByLabelText('MVR') as HTMLInputElement;
    expect([amount.inputMode, amount.id]).toEqual(['decimal', 'paid-amount']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain(screen.getByText('Name is required').id);
  });

  it('asks for the day, the Dhivehi month and the year on a Dhivehi page', async () => {
    await startLanguage('dv', allTextAreas());
    render(<DateRows />);
    const month = screen.getByRole('combobox', { name: t('common.date.month') });
    expect([...month.querySelectorAll('option')].map((option) => option.textContent)).toContain(monthName(3));
    expect(monthName(3)).toMatch(/[\u0780-\u07bf]/);
  });
});
