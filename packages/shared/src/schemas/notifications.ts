import { z } from 'zod';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a browser push key')
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, 'Not a browser push key');

/** What a browser's PushManager.subscribe() gives (PushSubscription.toJSON()). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url('Not a push service address').max(2000),
  keys: z.object({
    /** An uncompressed P-256 point. */
    p256dh: base64url(65),
    auth: base64url(16),
  }),
});

export const pushEndpointSchema = z.object({ endpoint: z.string().max(2000) });

export const pushKeySchema = z.object({ publicKey: z.string() });

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});

export const PUSH_MESSAGES = {
  notAPushService: "This browser's push service is not one the club sends to.",
  notABrowserKey: 'Not a browser push key',
} as const;

export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;
export type NotificationItem = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
