const TERMS = [
  {
    title: 'Eligibility',
    text: 'Membership is open to residents of the Maldives aged 18 and over. Academy places are for players aged 6 to 17, registered by a parent or guardian.',
  },
  {
    title: 'Your information',
    text: 'We use the details and the ID card you submit only to process your registration and keep the club register. Your ID card is stored privately and seen only by authorised club officials.',
  },
  {
    title: 'Fees',
    text: 'A registration becomes active once its fee is paid at the club office. Every payment is recorded with a receipt. Fees are not refundable once a season has started.',
  },
  {
    title: 'Conduct',
    text: 'Members and academy players follow the club rules, respect coaches, officials, opponents and facilities, and represent the club with fair play.',
  },
  {
    title: 'Academy safety',
    text: 'Parents confirm the player is fit to take part and inform the coaches of any medical condition. Players are collected on time after sessions.',
  },
  {
    title: 'Changes',
    text: 'The executive committee may update these terms; members are informed and may raise questions at the annual general meeting.',
  },
];

export function TermsPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <h1 className="text-4xl font-bold">Registration Terms</h1>
      <p className="text-slate-600">
        These terms apply to membership and academy registrations with Maldives Sports Club.
      </p>
      <ol className="flex list-decimal flex-col gap-4 ps-5">
        {TERMS.map((term) => (
          <li key={term.title}>
            <h2 className="font-semibold">{term.title}</h2>
            <p className="text-slate-700">{term.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
