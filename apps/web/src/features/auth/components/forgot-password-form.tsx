import { forgotPasswordSchema } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await request.mutateAsync(email);
      toast.success('Success', { description: message });
      onDone();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600">Enter your email and we will send you a link to choose a new password.</p>
      <FormField id="forgot-email" label="Email" error={form.formState.errors.email?.message}>
        <Input id="forgot-email" type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" disabled={request.isPending}>
        Send reset link
      </Button>
      <Button type="button" variant="link" onClick={onDone}>
        Back to sign in
      </Button>
    </form>
  );
}
