import { t } from '../../../lib/i18n';
import { RegistrationForm } from '../components/registration-form';

export function MembershipRegistrationPage() {
  return (
    <div>
      <section className="bg-brand-800 px-4 py-10 text-center text-white">
        <p className="text-3xl font-bold">{t('registrations.banner')}</p>
      </section>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-bold">{t('registrations.membershipFormTitle')}</h1>
        <RegistrationForm type="membership" />
      </div>
    </div>
  );
}

export function AcademyRegistrationPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('registrations.academyFormTitle')}</h1>
      <RegistrationForm type="academy" />
    </div>
  );
}
