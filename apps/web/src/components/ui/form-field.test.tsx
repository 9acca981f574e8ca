// @vitest-environment happy-dom

import { accountEmailSchema } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allTextAreas, formatDate, formatMoney, startLanguage, t, translateMessage } from '../../lib/i18n';
import { CheckboxField, FormField, TextField } from './form-field';
import { Input } from './input';
import { Select } from './select';

/** A form as the portal's forms are: a shared schema checks it, each field says its own error. */
function EmailForm() {
  const form = useForm({ resolver: zodResolver(accountEmailSchema), defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <TextField
        id="email"
        label={t('auth.email')}
        error={form.formState.errors.email?.message}
        hint={formatMoney('1250.5')}
        required
        type="email"
        {...form.register('email')}
      />
      <p>{formatDate('2026-11-22')}</p>
      <button type="submit">Send</button>
    </form>
  );
}

async function submitEmpty() {
  render(<EmailForm />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
  return screen.getByRole('textbox');
}

describe('a labelled field of a form with its schema, in both languages', () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it('names the input by its label, and marks it required', () => {
    render(<EmailForm />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('id')).toBe('email');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it("says the schema's error beside the field and ties it to the input, with the money and date in English", async () => {
    const input = await submitEmpty();
    const error = screen.getByText('Enter a valid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(screen.getByText('MVR 1,250.50')).toBeTruthy();
    expect(screen.getByText('Nov 22, 2026')).toBeTruthy();
  });

  it('says the same in Dhivehi: the label, the error, the money and the date', async () => {
    await startLanguage('dv', allTextAreas());
    const input = await submitEmpty();
    const said = translateMessage('Enter a valid email address');
    expect(said).toMatch(/[\u0780-\u07bf]/);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText(said).id);
    expect(screen.getByLabelText(t('auth.email'))).toBe(input);
    expect(t('auth.email')).toMatch(/[\u0780-\u07bf]/);
    expect(screen.getByText('22 ނޮވެމްބަރު 2026')).toBeTruthy();
    // The amount keeps its Latin digits and currency, written left to right inside the Thaana text.
    expect(screen.getByText(formatMoney('1250.5')).textContent).toContain('1,250.50');
  });
});

describe('a checkbox row', () => {
  afterEach(cleanup);

  it("is named by its label and takes the form's binding", () => {
    let checked = false;
    render(
      <CheckboxField label="Active" className="sm:col-span-2" onChange={(event) => (checked = event.target.checked)} />,
    );
    const box = screen.getByLabelText('Active') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.closest('label')?.className).toContain('sm:col-span-2');
    fireEvent.click(box);
    expect(checked).toBe(true);
  });
});

describe('a field row around its own control', () => {
  afterEach(cleanup);

  it('gives the control its id, so the label names it; a wrapping element keeps none', () => {
    render(
      <>
        <FormField id="season" label="Season">
          <Select>
            <option>2026</option>
          </Select>
        </FormField>
        <FormField id="number" label="Number">
          <div>
            <Input id="number" />
          </div>
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('Season').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Number').tagName).toBe('INPUT');
    expect(document.querySelectorAll('#number')).toHaveLength(1);
  });

  it('gives its id to the first control when something follows it (an input and its suggestions)', () => {
    render(
      <FormField id="sport" label="Sport" error="Sport is required">
        <Input list="sport-options" />
        <datalist id="sport-options">
          <option value="Football" />
        </datalist>
      </FormField>,
    );
    const input = screen.getByLabelText('Sport');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('sport-error');
  });
});
