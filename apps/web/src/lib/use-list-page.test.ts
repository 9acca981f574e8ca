// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useConfirmedDelete, useEditor } from './use-list-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Sponsor = { id: string; name: string };
const ocean: Sponsor = { id: 's1', name: 'Ocean Air' };

describe('useEditor', () => {
  it('opens blank for a new record or with the record to edit, and closes keeping it', () => {
    const { result } = renderHook(() => useEditor<Sponsor>());
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.open(null));
    expect(result.current).toMatchObject({ record: null, dialog: { open: true } });
    act(() => result.current.open(ocean));
    expect(result.current.record).toBe(ocean);
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current).toMatchObject({ record: ocean, dialog: { open: false } });
  });
});

describe('useConfirmedDelete', () => {
  afterEach(() => vi.clearAllMocks());

  it('deletes only once confirmed, then says so with the spec text and closes', async () => {
    const remove = vi.fn(async () => null);
    const onDeleted = vi.fn();
    const { result } = renderHook(() =>
      useConfirmedDelete<Sponsor>({
        remove,
        pending: false,
        success: (s) => `${s.name} deleted`,
        failure: 'Failed to delete sponsor',
        onDeleted,
      }),
    );
    act(() => result.current.ask(ocean));
    expect(result.current.dialog.open).toBe(true);
    expect(remove).not.toHaveBeenCalled();
    await act(() => result.current.dialog.onConfirm());
    expect(remove).toHaveBeenCalledWith(ocean);
    expect(onDeleted).toHaveBeenCalledWith(ocean);
    expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Ocean Air deleted' });
    expect(result.current.dialog.open).toBe(false);
  });

  it("shows the server's reason when the delete is refused, and the spec's text when there is none", async () => {
    const refusal = new ApiError(409, { error: 'Conflict', message: 'This sponsor has payments on record.' });
    const remove = vi.fn().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() =>
      useConfirmedDelete<Sponsor>({ remove, pending: false, success: 'Deleted', failure: 'Failed to delete sponsor' }),
    );
    act(() => result.current.ask(ocean));
    await act(() => result.current.dialog.onConfirm());
    expect(toast.error).toHaveBeenLastCalledWith('Error', { description: 'This sponsor has payments on record.' });
    act(() => result.current.ask(ocean));
    await act(() => result.current.dialog.onConfirm());
    expect(toast.error).toHaveBeenLastCalledWith('Error', { description: 'Failed to delete sponsor' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('cancelling forgets the record without deleting', () => {
    const remove = vi.fn();
    const { result } = renderHook(() =>
      useConfirmedDelete<Sponsor>({ remove, pending: false, success: 'Deleted', failure: 'Failed' }),
    );
    act(() => result.current.ask(ocean));
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.target).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });
});
