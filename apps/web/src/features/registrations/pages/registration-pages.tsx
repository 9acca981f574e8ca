import { RegistrationForm } from '../components/registration-form';

export function MembershipRegistrationPage() {
  return (
    <div>
      <section className="bg-brand-800 px-4 py-10 text-center text-white">
        <p className="text-3xl font-bold">Membership Registration</p>
      </section>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-bold">Membership Registration Form</h1>
        <RegistrationForm type="membership" />
      </div>
    </div>
  );
}

export function AcademyRegistrationPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">Academy Registration Form</h1>
      <RegistrationForm type="academy" />
    </div>
  );
}
