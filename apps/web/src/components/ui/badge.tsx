import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'border-transparent bg-brand-700 text-white',
      secondary: 'border-transparent bg-slate-200 text-slate-900',
      destructive: 'border-transparent bg-red-600 text-white',
      success: 'border-transparent bg-emerald-100 text-emerald-900',
      warning: 'border-transparent bg-amber-100 text-amber-900',
      outline: 'border-slate-300 text-slate-700',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export const Badge = ({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) => (
  <span className={cn(badgeVariants({ variant }), className)} {...props} />
);
