// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { useDialogForm } from './use-dialog-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name'), amount: z.coerce.number() });
type Values = { name: string; amount: string };

function dialog(
  submit: (values: z.output<typeof schema>) => Promise<unknown>,
  start: Values = { name: '', amount: '' },
) {
  const onOpenChange = vi.fn();
  const hook = renderHook(
    ({ open, values }: { open: boolean; values: Values }) =>
      useDialogForm({
        schema,
        open,
        onOpenChange,
        values: () => values,
        submit,
        success: (_result, output) => `${output.name} saved`,
        failure: 'Failed to save',
      }),
    { initialProps: { open: true, values: start } },
  );
  return { ...hook, onOpenChange };
}

describe('useDialogForm', () => {
  afterEach(() => vi.clearAllMocks());

  it("submits the schema's output once valid, toasts the spec text and closes", async () => {
    const submit = vi.fn(async () => ({ id: '1' }));
    const { result, onOpenChange } = dialog(submit, { name: ' Kit fund ', amount: '250' });
    await act(() => result.current.onSubmit());
    expect(submit).toHaveBeenCalledWith({ name: 'Kit fund', amount: 250 });
    expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Kit fund saved' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps an invalid form open with its messages, sending nothing', async () => {
    const submit = vi.fn();
    const { result, onOpenChange } = dialog(submit);
    await act(() => result.current.onSubmit());
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.errors.name?.message).toBe('Enter a name');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under the fields, and other refusals in a toast", async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, { error: 'Bad Request', message: 'Check the name.', fieldErrors: { name: ['Taken'] } }),
      )
      .mockRejectedValueOnce(new ApiError(409, { error: 'Conflict', message: 'Someone else saved it first.' }));
    const { result, onOpenChange } = dialog(submit, { name: 'Kit fund', amount: '1' });
    await act(() => result.current.onSubmit());
    expect(result.current.errors.name?.message).toBe('Taken');
    expect(toast.error).not.toHaveBeenCalled();
    await act(() => result.current.onSubmit());
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Someone else saved it first.' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('fills the form again each time the dialog opens', async () => {
    const { result, rerender } = dialog(vi.fn(), { name: 'First', amount: '1' });
    act(() => result.current.form.setValue('name', 'typed, then closed'));
    rerender({ open: false, values: { name: 'Second', amount: '2' } });
    rerender({ open: true, values: { name: 'Second', amount: '2' } });
    expect(result.current.form.getValues()).toEqual({ name: 'Second', amount: '2' });
  });
});
