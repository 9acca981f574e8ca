import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Content that may be wider than the screen (a chart, a table): focusable, so a keyboard can scroll it. */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        className,
      )}
    >
      {children}
    </section>
  );
}
