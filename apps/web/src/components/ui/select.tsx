import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native select styled like the inputs: accessible and light. */
export const Select = ({ className, ...props }: ComponentProps<'select'>) => (
  <select
    className={cn(
      'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70',
      className,
    )}
    {...props}
  />
);
