import { MESSAGES, PHONE_HINT, type Profile, profileUpdateSchema } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Redirect } from '../../../components/redirect';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { RoleBadge } from '../../../components/ui/role-badge';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

type FormInput = z.input<typeof profileUpdateSchema>;
type FormOutput = z.output<typeof profileUpdateSchema>;

export function ProfilePage() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={paths.auth} />;
  return <SignedInProfile />;
}

/** Asks for the profile only once someone is known to be signed in (no 401 for a visitor sent to sign in). */
function SignedInProfile() {
  const profile = useProfile();
  if (profile.isPending) return <Spinner label="Loading profile..." />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <p className="py-16 text-center text-slate-600">
        {missing ? MESSAGES.profileNotFound : MESSAGES.profileLoadFailed}
      </p>
    );
  }
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      fullName: profile.fullName,
      phone: profile.phone ?? '',
      address: profile.address ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
    },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({
        fullName: saved.fullName,
        phone: saved.phone ?? '',
        address: saved.address ?? '',
        dateOfBirth: saved.dateOfBirth ?? '',
      });
      toast.success('Success', { description: MESSAGES.profileUpdated });
    } catch {
      toast.error('Error', { description: MESSAGES.profileUpdateFailed });
    }
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Button asChild variant="ghost" className="mb-4">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            My Profile
          </CardTitle>
          <CardDescription>Keep your contact details up to date for the club.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
            <FormField id="profile-email" label="Email">
              <Input id="profile-email" value={profile.email} readOnly disabled />
            </FormField>
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-slate-700">Role</span>
              <div className="flex h-10 items-center">
                <RoleBadge role={profile.role} label={profile.roleDisplayName} />
              </div>
            </div>
            <FormField id="profile-name" label="Full Name" error={errors.fullName?.message}>
              <Input
                id="profile-name"
                autoComplete="name"
                aria-invalid={!!errors.fullName}
                {...form.register('fullName')}
              />
            </FormField>
            <FormField id="profile-phone" label="Phone" hint={PHONE_HINT} error={errors.phone?.message}>
              <Input
                id="profile-phone"
                type="tel"
                autoComplete="tel"
                placeholder="+960 7xx-xxxx"
                {...form.register('phone')}
              />
            </FormField>
            <FormField id="profile-dob" label="Date of Birth" error={errors.dateOfBirth?.message}>
              <Input id="profile-dob" type="date" {...form.register('dateOfBirth')} />
            </FormField>
            <div className="sm:col-span-2">
              <FormField id="profile-address" label="Address" error={errors.address?.message}>
                <Textarea id="profile-address" autoComplete="street-address" {...form.register('address')} />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={update.isPending || !isDirty}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
