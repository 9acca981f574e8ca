import { Keyboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { pageLanguage, t } from '../lib/i18n';

/** Remembered by the browser: whether its Latin keyboard types Thaana. */
const SETTING = 'thaana-phonetic';

function remembered() {
  try {
    return localStorage.getItem(SETTING) === 'on';
  } catch {
    return false;
  }
}

/** Turns the layout on or off and remembers it; its code is fetched only by those who turn it on. */
function setPhoneticTyping(on: boolean) {
  try {
    if (on) localStorage.setItem(SETTING, 'on');
    else localStorage.removeItem(SETTING);
  } catch {
    // Storage refused (a private window): the choice holds for this page.
  }
  return import('../lib/thaana-keyboard').then((keyboard) => keyboard.setPhoneticTyping(on));
}

/**
 * On a Dhivehi page: lets a Latin keyboard type Thaana (the phonetic layout), for computers without a Dhivehi
 * keyboard. Remembered by the browser; read after the page is taken over, so the server's drawing stays as is.
 */
export function ThaanaKeyboardToggle({ className }: { className?: string }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (remembered()) void setPhoneticTyping(true).then(() => setOn(true));
  }, []);
  if (pageLanguage() !== 'dv') return null;
  return (
    <button
      type="button"
      aria-pressed={on}
      title={t('common.language.phoneticHint')}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium aria-pressed:ring-2 aria-pressed:ring-current',
        className,
      )}
      onClick={() => {
        // Pressed once the layout is working, so what is typed after it shows it is on is turned.
        setPhoneticTyping(!on).then(
          () => setOn(!on),
          (error: unknown) => toast.error(errorMessage(error)),
        );
      }}
    >
      <Keyboard className="size-4" aria-hidden />
      {t('common.language.phonetic')}
    </button>
  );
}
