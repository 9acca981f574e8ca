import { LANGUAGE_NAMES, LANGUAGES } from '@club/shared';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { pageLanguage, t } from '../lib/i18n';
import { showPortalIn } from '../lib/language';

/**
 * The other language, by its own name: one tap shows every page in it (the page is loaded again, so the
 * server's drawing, the texts and the direction all change together).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const [pending, setPending] = useState(false);
  const other = LANGUAGES.find((language) => language !== pageLanguage()) ?? 'en';
  return (
    <button
      type="button"
      lang={other}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium disabled:opacity-60',
        className,
      )}
      aria-label={t('common.language.switchTo', { language: LANGUAGE_NAMES[other] })}
      disabled={pending}
      onClick={() => {
        setPending(true);
        showPortalIn(other).catch((error: unknown) => {
          setPending(false);
          toast.error(errorMessage(error));
        });
      }}
    >
      <Languages className="size-4" aria-hidden />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
