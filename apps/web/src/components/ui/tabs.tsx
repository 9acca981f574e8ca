import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;
export const TabsList = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List
    className={cn('inline-flex h-10 w-full items-center rounded-md bg-slate-100 p-1', className)}
    {...props}
  />
);
export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn(
      'inline-flex flex-1 items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium text-slate-600 outline-none transition-all focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm disabled:opacity-50',
      className,
    )}
    {...props}
  />
);
/** Not a stop of its own in the tab order (the panels hold their own controls): Tab goes from the tabs into the panel's first field. */
export const TabsContent = ({ className, tabIndex = -1, ...props }: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} tabIndex={tabIndex} {...props} />
);
