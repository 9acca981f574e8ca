import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Alert = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    role="alert"
    className={cn(
      'flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 [&_svg]:size-5 [&_svg]:shrink-0',
      className,
    )}
    {...props}
  />
);
