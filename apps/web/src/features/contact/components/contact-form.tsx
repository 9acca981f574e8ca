import { CONTACT_MESSAGES_TEXT, CONTACT_TOPICS, contactInputSchema, PHONE_HINT } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

type FormInput = z.input<typeof contactInputSchema>;
const EMPTY: FormInput = { name: '', email: '', phone: '', topic: 'General Information', message: '' };

/** The home page's contact form: stored and mailed to the club. */
export default function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<FormInput, unknown, z.output<typeof contactInputSchema>>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      toast.success('Message sent', { description: CONTACT_MESSAGES_TEXT.thanks });
      form.reset(EMPTY);
    } catch (error) {
      toast.error('Error', {
        description: error instanceof ApiError && error.status === 429 ? error.message : CONTACT_MESSAGES_TEXT.failed,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label="Contact form">
      <FormField id="contact-name" label="Name" error={errors.name?.message}>
        <Input id="contact-name" autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        <Input id="contact-email" type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField id="contact-phone" label="Phone (optional)" hint={PHONE_HINT} error={errors.phone?.message}>
        <Input id="contact-phone" type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField id="contact-topic" label="Topic" error={errors.topic?.message}>
        <Select id="contact-topic" {...form.register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="contact-message" label="Message" error={errors.message?.message}>
          <Textarea id="contact-message" rows={5} {...form.register('message')} />
        </FormField>
      </div>
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
