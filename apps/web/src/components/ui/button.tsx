import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { type LucideIcon, Plus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent text-slate-900 hover:bg-amber-400',
        destructive: 'bg-red-600 text-white hover:bg-red-700',
        outline: 'border border-slate-300 bg-white hover:bg-slate-100',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
        ghost: 'hover:bg-slate-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link of the app that looks like a button, its icon (when given) before its text. */
export function ButtonLink({
  className,
  variant,
  size,
  icon: Icon,
  children,
  ...link
}: ComponentProps<typeof Link> & VariantProps<typeof buttonVariants> & { icon?: LucideIcon }) {
  return (
    <Link className={cn(buttonVariants({ variant, size }), className)} {...link}>
      {Icon ? (
        <>
          <Icon aria-hidden /> {children}
        </>
      ) : (
        children
      )}
    </Link>
  );
}

/** Adds a row to a list within a form (a line, a reason, an option): an outlined button with a plus. */
export function AddRowButton({ children, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <Button type="button" variant="outline" size="sm" className="self-start" {...props}>
      <Plus aria-hidden /> {children}
    </Button>
  );
}

/** A row's action drawn as its icon alone: a small outlined button named by `label` for screen readers. */
export function RowIconButton({
  icon: Icon,
  label,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & { icon: LucideIcon; label: string }) {
  return (
    <Button variant="outline" size="sm" aria-label={label} {...props}>
      <Icon aria-hidden />
    </Button>
  );
}
