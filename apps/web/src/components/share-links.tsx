import { MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '../lib/i18n';
import { Button } from './ui/button';

/**
 * Share buttons for a page: WhatsApp's and Viber's own share links with the text and the page's address filled
 * in (no paid API; the app on the phone opens, the person picks the chat or group). Drawn once the page runs
 * in the browser, where its address is known.
 */
export function ShareLinks({ text, path, label }: { text: string; path: string; label?: string }) {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  if (!origin) return null;
  const message = encodeURIComponent(`${text}\n${origin}${path}`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Share2 className="size-4 text-slate-500" aria-hidden />
      <ul aria-label={label ?? t('common.share.label')} className="flex flex-wrap gap-2">
        <li>
          <Button asChild variant="outline" size="sm">
            <a href={`https://wa.me/?text=${message}`} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden /> {t('common.share.whatsapp')}
            </a>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" size="sm">
            <a href={`viber://forward?text=${message}`}>
              <MessageCircle aria-hidden /> {t('common.share.viber')}
            </a>
          </Button>
        </li>
      </ul>
    </div>
  );
}

/** Click-to-chat addresses of a published phone number (its digits with the country code). */
export function chatLinks(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return { whatsapp: `https://wa.me/${digits}`, viber: `viber://chat?number=%2B${digits}` };
}
