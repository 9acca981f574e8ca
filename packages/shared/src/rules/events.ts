export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<string, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
/** Any value outside the four statuses shows as Unknown (spec). */
export const eventStatusLabel = (status: string) => EVENT_STATUS_LABELS[status] ?? 'Unknown';
export const EVENT_REGISTRATION_STATUSES = ['registered', 'waiting', 'cancelled'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];
