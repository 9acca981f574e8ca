import type { ComponentProps, Key, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
);
export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
);
/**
 * A card's heading: the level below a page's h1 (cards sit directly under the page title), or the page's
 * own h1 when the card is the page (sign-in, profile).
 */
export const CardTitle = ({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' }) => (
  <Heading className={cn('text-lg font-semibold leading-tight', className)} {...props} />
);
export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-500', className)} {...props} />
);
export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('p-6 pt-0', className)} {...props} />
);

/** A card that opens a page: put one `CardLink` in it (its title) and the whole card is that link. */
export const LinkedCard = ({ className, ...props }: ComponentProps<'div'>) => (
  <Card
    className={cn(
      'relative transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md',
      className,
    )}
    {...props}
  />
);
/** The card's one link; its area is stretched over the card, so the name read out is the title alone. */
export const CardLink = ({ className, ...props }: ComponentProps<typeof Link>) => (
  <Link className={cn('outline-none after:absolute after:inset-0 hover:underline', className)} {...props} />
);

/**
 * A list of cards, one a record: `children` says what a card holds. The rest goes to the list (its layout, its
 * name); `cardClassName` and `contentClassName` to each card and its content.
 */
export function CardList<Item extends { id: Key }>({
  items,
  cardClassName,
  contentClassName,
  children,
  ...list
}: {
  /** The records, each keyed by its id. */
  items: readonly Item[];
  cardClassName?: string;
  contentClassName?: string;
  children: (item: Item) => ReactNode;
} & Omit<ComponentProps<'ul'>, 'children'>) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.id}>
          <Card className={cardClassName}>
            <CardContent className={contentClassName}>{children(item)}</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A card's header of a title and, at its end, what acts on the card's content (an add button). */
export const ActionCardHeader = ({ title, children }: { title: ReactNode; children?: ReactNode }) => (
  <CardHeader className="flex flex-row items-center justify-between gap-2">
    <CardTitle className="text-base">{title}</CardTitle>
    {children}
  </CardHeader>
);
