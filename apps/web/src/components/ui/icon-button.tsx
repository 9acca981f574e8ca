import { type ComponentProps, useEffect, useState } from 'react';
import { Button } from './button';

/**
 * A button drawn as its icon alone. Its name is what screen readers announce, and what a tooltip shows
 * on hover and keyboard focus (Escape hides it, as WCAG 1.4.13 asks).
 */
export function IconButton({
  label,
  onFocus,
  onBlur,
  onMouseEnter,
  onMouseLeave,
  ...props
}: Omit<ComponentProps<typeof Button>, 'aria-label'> & { label: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!shown) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [shown]);

  return (
    <span className="relative inline-flex">
      <Button
        {...props}
        aria-label={label}
        onMouseEnter={(event) => {
          setHovered(true);
          onMouseEnter?.(event);
        }}
        onMouseLeave={(event) => {
          setHovered(false);
          setDismissed(false);
          onMouseLeave?.(event);
        }}
        onFocus={(event) => {
          setFocused(event.currentTarget.matches(':focus-visible'));
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          setDismissed(false);
          onBlur?.(event);
        }}
      />
      {shown && (
        <span
          aria-hidden
          className="pointer-events-none absolute bottom-full start-1/2 z-50 mb-1.5 ltr:-translate-x-1/2 rtl:translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
        </span>
      )}
    </span>
  );
}
