import { type EventStatus, eventStatusLabel } from '@club/shared';
import { Badge, type BadgeVariant } from './ui/badge';

const VARIANTS: Record<EventStatus, BadgeVariant> = {
  upcoming: 'default',
  ongoing: 'success',
  completed: 'secondary',
  cancelled: 'destructive',
};

/** Each status its own colour: what is ahead stands out, what is over steps back. */
export function EventStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status as EventStatus] ?? 'outline'}>{eventStatusLabel(status)}</Badge>;
}
