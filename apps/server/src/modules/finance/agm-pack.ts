import {
  clubToday,
  directionOf,
  type FinancialYear,
  fromCents,
  type Language,
  type PlanSummary,
  seasonBounds,
  seasonLabel,
  seasonOf,
  toCents,
} from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { startA4Document, writeClubHeading, writeText } from '../../platform/pdf';
import { textsIn } from '../../platform/texts';
import type { Payables } from './payables';
import { reconcile } from './reconciliation';
import { drawReports, heading, MARGIN, row } from './report-pdf';
import { financeReport } from './reports';
import { lockedThrough } from './repository';

/**
 * The totals of the other modules the AGM pack shows, registered with finance when the app is assembled (the
 * members' and the contributions' services): finance reads no module's tables.
 */
export interface SeasonFigures {
  /** Per plan: memberships of the season, how many are paid, the income collected. */
  memberships(db: AppDatabase, season: number): Promise<PlanSummary[]>;
  /** Per contribution type: how many were completed between the two days, and their sum. */
  contributions(
    db: AppDatabase,
    from: string,
    to: string,
  ): Promise<{ typeName: string; count: number; amount: string }[]>;
}

/**
 * Everything the treasurer lays before the annual general meeting for a financial year (the club's season):
 * the reports over the year, the season's membership and the year's contribution totals, the bank
 * reconciliation at the year's last day, and whether the year's books are closed.
 */
export async function agmPack(
  deps: { db: AppDatabase; payables: Payables; figures: SeasonFigures },
  season: number,
  yearStartMonth: number,
) {
  const { db } = deps;
  const { startsOn, endsOn } = seasonBounds(season, yearStartMonth);
  const report = await financeReport(db, { from: startsOn, to: endsOn });
  const memberships = await deps.figures.memberships(db, season);
  const contributions = await deps.figures.contributions(db, startsOn, endsOn);
  // A club with no bank account in its posting roles has nothing to reconcile.
  const reconciliation = await reconcile(db, deps.payables, { on: endsOn }).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 400) return null;
    throw error;
  });
  const closedThrough = await lockedThrough(db);
  return {
    season,
    label: seasonLabel(season, yearStartMonth),
    startsOn,
    endsOn,
    report,
    memberships,
    contributions,
    reconciliation,
    closed: closedThrough !== null && closedThrough >= endsOn,
  };
}

type AgmPack = Awaited<ReturnType<typeof agmPack>>;

/** How many years back the AGM pack is offered for, besides the current one. */
const YEARS_BACK = 5;

/** The current financial year and the ones before it, newest first, each with whether its books are closed. */
export async function financialYears(db: AppDatabase, yearStartMonth: number): Promise<FinancialYear[]> {
  const current = seasonOf(clubToday(), yearStartMonth);
  const closedThrough = await lockedThrough(db);
  return Array.from({ length: YEARS_BACK + 1 }, (_, back) => {
    const season = current - back;
    const bounds = seasonBounds(season, yearStartMonth);
    return {
      season,
      label: seasonLabel(season, yearStartMonth),
      ...bounds,
      closed: closedThrough !== null && closedThrough >= bounds.endsOn,
    };
  });
}

const addUp = (amounts: string[]) => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

/** The AGM pack as one A4 PDF in the reader's language. */
export async function renderAgmPackPdf(pack: AgmPack, language: Language): Promise<Buffer> {
  const texts = textsIn(language);
  const { t, money } = texts;
  const rtl = directionOf(texts.language) === 'rtl';
  const { doc, bytes, width } = await startA4Document(MARGIN, {
    Title: t('documents.agmPack.title', { year: pack.label }),
    Author: texts.club,
  });
  writeClubHeading(doc, texts, { x: MARGIN, width, size: 18 });
  writeText(doc, t('documents.agmPack.title', { year: texts.ltr(pack.label) }), {
    x: MARGIN,
    width,
    size: 14,
    weight: 'bold',
    align: 'center',
  });
  writeText(
    doc,
    t('documents.agmPack.period', { from: texts.date(pack.startsOn), to: texts.date(pack.endsOn) }) +
      ` · ${pack.closed ? t('documents.agmPack.closed') : t('documents.agmPack.open')}`,
    { x: MARGIN, width, size: 10, align: 'center' },
  );

  drawReports(doc, pack.report, texts);

  heading(doc, t('documents.agmPack.memberships', { season: texts.ltr(pack.label) }));
  for (const plan of pack.memberships)
    row(
      doc,
      rtl,
      t('documents.agmPack.plan', {
        plan: t(`common.plans.${plan.plan}`),
        members: plan.members,
        paid: plan.paid,
      }),
      money(plan.income),
    );
  row(
    doc,
    rtl,
    t('documents.agmPack.membershipTotal', {
      members: pack.memberships.reduce((total, plan) => total + plan.members, 0),
      paid: pack.memberships.reduce((total, plan) => total + plan.paid, 0),
    }),
    money(addUp(pack.memberships.map((plan) => plan.income))),
    true,
  );

  heading(doc, t('documents.agmPack.contributions'));
  for (const type of pack.contributions)
    row(
      doc,
      rtl,
      t('documents.agmPack.contributionType', { type: type.typeName, count: type.count }),
      money(type.amount),
    );
  row(
    doc,
    rtl,
    t('documents.agmPack.contributionTotal', {
      count: pack.contributions.reduce((total, type) => total + type.count, 0),
    }),
    money(addUp(pack.contributions.map((type) => type.amount))),
    true,
  );

  heading(doc, t('documents.agmPack.reconciliation', { day: texts.date(pack.endsOn) }));
  const reconciliation = pack.reconciliation;
  if (!reconciliation || reconciliation.statementBalance === null) {
    row(doc, rtl, t('documents.agmPack.noStatement'), '');
  } else {
    row(
      doc,
      rtl,
      t('documents.agmPack.ledger', { account: reconciliation.accountName }),
      money(reconciliation.ledgerBalance),
    );
    row(doc, rtl, t('documents.agmPack.statement'), money(reconciliation.statementBalance));
    row(doc, rtl, t('documents.agmPack.difference'), money(reconciliation.difference), true);
    row(
      doc,
      rtl,
      t('documents.agmPack.notInBooks', { count: reconciliation.notInBooks.count }),
      money(reconciliation.notInBooks.total),
    );
    row(
      doc,
      rtl,
      t('documents.agmPack.notOnStatement', { count: reconciliation.notOnStatement.count }),
      money(reconciliation.notOnStatement.total),
    );
    if (reconciliation.gaps.count > 0)
      row(
        doc,
        rtl,
        t('documents.agmPack.gaps', { count: reconciliation.gaps.count }),
        money(reconciliation.gaps.total),
      );
    row(doc, rtl, t('documents.agmPack.unexplained'), money(reconciliation.unexplained));
  }
  doc.end();
  return bytes;
}
