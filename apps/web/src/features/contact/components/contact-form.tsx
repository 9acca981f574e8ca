import { CONTACT_MESSAGES_TEXT, CONTACT_TOPICS, contactInputSchema } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { EmailField, NameField, PhoneField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { rowBinder } from '../../../lib/field-props';
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
  const { rowProps } = rowBinder(form, 'contact');
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
      <NameField label={t('home.contact.form.name')} {...rowProps('name')} />
      <EmailField label={t('home.contact.form.email')} {...rowProps('email')} />
      <PhoneField label={t('home.contact.form.phone')} autoComplete="tel" dir="ltr" {...rowProps('phone')} />
      <SelectField label={t('home.contact.form.topic')} {...rowProps('topic')}>
        <Options values={CONTACT_TOPICS} label={(topic) => t(TOPIC_TEXTS[topic])} />
      </SelectField>
      <div className="sm:col-span-2">
        <TextareaField label={t('home.contact.form.message')} rows={5} dir="auto" {...rowProps('message')} />
      </div>
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={send.isPending}>
        {send.isPending ? t('home.contact.form.sending') : t('home.contact.form.send')}
      </Button>
    </form>
  );
}
