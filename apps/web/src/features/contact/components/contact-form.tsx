import { CONTACT_MESSAGES_TEXT, CONTACT_TOPICS, contactInputSchema, PHONE_HINT } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { type TextKey, t, translateMessage } from '../../../lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';

type FormInput = z.input<typeof contactInputSchema>;
/** The topics are stored as the spec names them; each is shown in the page's language. */
const TOPIC_TEXTS = {
  'General Information': 'home.contact.topics.general',
  Membership: 'home.contact.topics.membership',
  'Youth Programs': 'home.contact.topics.youth',
  'Team Trials': 'home.contact.topics.trials',
  'Facility Rental': 'home.contact.topics.facility',
  Sponsorship: 'home.contact.topics.sponsorship',
} as const satisfies Record<(typeof CONTACT_TOPICS)[number], TextKey>;

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
      toast.success(t('home.contact.form.sent'), { description: translateMessage(CONTACT_MESSAGES_TEXT.thanks) });
      form.reset(EMPTY);
    } catch (error) {
      toast.error(t('common.toast.error'), {
        description: translateMessage(
          error instanceof ApiError && error.status === 429 ? error.message : CONTACT_MESSAGES_TEXT.failed,
        ),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      aria-label={t('home.contact.form.label')}
    >
      <TextField
        id="contact-name"
        label={t('home.contact.form.name')}
        error={errors.name?.message}
        autoComplete="name"
        dir="auto"
        {...form.register('name')}
      />
      <TextField
        id="contact-email"
        label={t('home.contact.form.email')}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        dir="ltr"
        {...form.register('email')}
      />
      <TextField
        id="contact-phone"
        label={t('home.contact.form.phone')}
        hint={translateMessage(PHONE_HINT)}
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        {...form.register('phone')}
      />
      <FormField id="contact-topic" label={t('home.contact.form.topic')} error={errors.topic?.message}>
        <Select id="contact-topic" {...form.register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(TOPIC_TEXTS[topic])}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="contact-message" label={t('home.contact.form.message')} error={errors.message?.message}>
          <Textarea id="contact-message" rows={5} dir="auto" {...form.register('message')} />
        </FormField>
      </div>
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={send.isPending}>
        {send.isPending ? t('home.contact.form.sending') : t('home.contact.form.send')}
      </Button>
    </form>
  );
}
