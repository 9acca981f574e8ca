import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';

/**
 * The navigation bar's "About Us" menu: a disclosure button with its links, closed by Escape,
 * a click outside or choosing a link. (A full menu widget library would double the home page's JavaScript.)
 */
export function AboutMenu({ links }: { links: readonly { to: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-800 2xl:px-2.5"
        aria-expanded={open}
        aria-controls="about-menu"
        onClick={() => setOpen((v) => !v)}
      >
        {t('common.nav.aboutUs')} <ChevronDown className="size-4" aria-hidden />
      </button>
      {open && (
        <ul
          id="about-menu"
          className="absolute end-0 z-50 mt-2 min-w-48 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
        >
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-sm px-3 py-2 text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
