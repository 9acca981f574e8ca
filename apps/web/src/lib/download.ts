import type { MouseEvent } from 'react';
import { toast } from 'sonner';
import { sendConfirmingSecondFactor } from './api-client';
import { t, translateMessage } from './i18n';

/**
 * The onClick of a download link: the file is fetched first, so the toast tells the truth, then saved
 * under the server's file name. The link's own href still works without JavaScript.
 */
export const downloadWithToast =
  (texts: { success: string; failure: string; fallbackName: string }) =>
  async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const href = event.currentTarget.href;
    const response = await sendConfirmingSecondFactor(() => fetch(href, { credentials: 'same-origin' })).catch(
      () => null,
    );
    if (!response?.ok) {
      toast.error(t('common.toast.error'), { description: translateMessage(texts.failure) });
      return;
    }
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? texts.fallbackName;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(t('common.toast.done'), { description: translateMessage(texts.success) });
  };
