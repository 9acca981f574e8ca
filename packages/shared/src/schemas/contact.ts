import { z } from 'zod';
import { optionalPhoneNumber, paginated } from './common';

export const CONTACT_TOPICS = [
  'General Information',
  'Membership',
  'Youth Programs',
  'Team Trials',
  'Facility Rental',
  'Sponsorship',
] as const;

export const CONTACT_MESSAGES_TEXT = {
  thanks: 'Thank you for your message! We will reply within 24 hours.',
  failed: 'Failed to send your message. Please try again.',
} as const;

export const contactInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.email('Enter a valid email address').max(254),
  phone: optionalPhoneNumber(),
  topic: z.enum(CONTACT_TOPICS, 'Choose a topic'),
  message: z.string().trim().min(10, 'Please write at least 10 characters').max(5000),
});

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesPageSchema = paginated(contactMessageSchema).extend({ unhandled: z.number() });
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;
