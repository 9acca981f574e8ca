import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/**
 * A section of the member's dashboard: a card headed by its icon and title (the section's name for screen
 * readers), its content, and anything it opens outside the card (a dialog).
 */
export function DashboardSection({
  id,
  icon: Icon,
  title,
  className,
  contentClassName,
  outside,
  children,
}: {
  /** Names the section and its heading (`${id}-heading`). */
  id: string;
  icon: LucideIcon;
  title: string;
  className?: string;
  contentClassName?: string;
  outside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className={className}>
        <CardHeader className="flex-row items-center gap-3">
          <Icon className="size-6 shrink-0 text-brand-700" aria-hidden />
          <CardTitle id={`${id}-heading`}>{title}</CardTitle>
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
      {outside}
    </section>
  );
}
