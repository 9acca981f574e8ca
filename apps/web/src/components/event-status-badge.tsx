import { EVENT_STATUSES, type EventStatus } from '@club/shared';
import { t } from '../lib/i18n';
import { Badge, type BadgeVariant } from './ui/badge';

const VARIANTS: Record<EventStatus, BadgeVariant> = {
  upcoming: 'default',
  ongoing: 'success',
  completed: 'secondary',
  cancelled: 'destructive',
};

/** Each status its own colour: what is ahead stands out, what is over steps back. */
export function EventStatusBadge({ status }: { status: string }) {
  const known = EVENT_STATUSES.includes(status as EventStatus);
  return (
    <Badge variant={VARIANTS[status as EventStatus] ?? 'outline'}>
      {known ? t(`common.eventStatus.${status as EventStatus}`) : t('common.eventStatus.unknown')}
    </Badge>
  );
}
