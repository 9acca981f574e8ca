import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DESKTOP, dhivehiBrowser, expectDhivehiLayout, PHONE } from './support/dhivehi';
import { E2E_DEMO_PASSWORD } from './support/env';
import { signInThroughForm } from './support/session';

const ROWS = 200;
const HEADING = 'Member name,ID Card No,Island,Phone,DOB,Category,Paid';

/** The club's member list as it keeps it: 200 people, a plan on most, some paid; `broken` rows as typed wrong. */
function clubSheet(broken: boolean) {
  const rows = [HEADING];
  for (let i = 1; i <= ROWS; i++) {
    const plan = ['regular', 'student', 'family', ''][i % 4];
    rows.push(
      [
        i % 5 === 0 ? `ޢާއިޝަތު ${i}` : `Imported Member ${i}`,
        `E${String(i).padStart(6, '0')}`,
        'K. Male',
        `+960 7${String(i).padStart(6, '0')}`,
        `${String(1 + (i % 28)).padStart(2, '0')}/0${1 + (i % 9)}/19${60 + (i % 40)}`,
        plan,
        plan && i % 2 ? 'yes' : 'no',
      ].join(','),
    );
  }
  if (broken) {
    rows[10] = 'Imported Member 10,E000010,K. Male,+44 20 7946 0958,10/01/1990,regular,no';
    rows[20] = 'Imported Member 20,E000020,K. Male,7000020,31/02/1990,student,yes';
    rows[30] = ',E000030,K. Male,7000030,01/01/1990,,';
  }
  return { name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(`${rows.join('\n')}\n`) };
}

test('an admin moves the club in from its spreadsheet: previewed with its problems, fixed, imported whole, and the same file again changes nothing', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
  await expect(page.getByRole('heading', { name: 'Import members from a spreadsheet' })).toBeVisible();

  await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(clubSheet(true));
  // The columns, guessed from the headings.
  await expect(page.getByLabel('Full name')).toHaveValue('0');
  await expect(page.getByLabel('Plan this season')).toHaveValue('5');
  const summary = page.getByRole('status').filter({ hasText: 'With problems' });
  await expect(summary).toContainText('New: 197 · Updated: 0 · Already in the portal: 0 · With problems: 3.');
  const rows = page.getByRole('table', { name: 'What the import will do' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: '+44 20 7946 0958' })).toContainText('not a Maldivian number');
  await expect(rows.filter({ hasText: 'E000020' })).toContainText(/“\u206831\/02\/1990\u2069” is not a date/);
  await expect(rows.filter({ hasText: 'E000030' })).toContainText('Full name is missing.');
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);
  await expectAccessible(page, 'the import preview with problems');

  // Fixed in the file and chosen again.
  await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(clubSheet(false));
  await expect(summary).toContainText('New: 200 · Updated: 0 · Already in the portal: 0 · With problems: 0.');
  await expect(page.getByLabel('Show only the rows with problems')).not.toBeChecked();
  await expect(rows).toHaveCount(51);
  await page.getByRole('button', { name: 'Import 200 rows' }).click();
  await expect(page.getByText('Imported: 200 new, 0 updated.')).toBeVisible();
  // Read again after the import: nothing is left to do.
  await expect(summary).toContainText('New: 0 · Updated: 0 · Already in the portal: 200 · With problems: 0.');
  await expect(page.getByText('Nothing to import: every row is already in the portal as the file says.')).toBeVisible();

  // The same file on another day: still nothing to do.
  await page.reload();
  await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(clubSheet(false));
  await expect(summary).toContainText('Already in the portal: 200');
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);

  // Then the guardians, with the children they answer for.
  await page.getByRole('radio', { name: /Guardians and their children/ }).check();
  await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
    name: 'guardians.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Guardian name,Guardian email,Guardian phone,Child ID card\n' +
        `Hawwa Ibrahim,hawwa.${Date.now()}@club.test,7771234,E000003\n` +
        'Hawwa Ibrahim,,7771234,E000007\n',
    ),
  });
  await expect(page.getByLabel("Child's ID card number", { exact: true })).toHaveValue('3');
  await expect(summary).toContainText('New: 1 · Updated: 0 · Already in the portal: 0 · With problems: 1.');
  await expect(rows.filter({ hasText: 'E000007' })).toContainText("Guardian's email is missing.");
  await page.getByLabel('Show only the rows with problems').uncheck();
  await expect(rows.filter({ hasText: 'E000003' })).toContainText('Imported Member 3');
  await expect(rows.filter({ hasText: 'E000003' })).toContainText('Invited to sign in');
  await expectAccessible(page, 'the guardians preview');

  // Who has paid: the season paid before the portal reads active, the one not paid yet pending.
  await page.goto('/admin/members');
  await page.getByRole('searchbox').fill('Imported Member 197');
  await expect(page.getByRole('row').filter({ hasText: 'Imported Member 197' })).toContainText('Active');
  await page.getByRole('searchbox').fill('Imported Member 198');
  await expect(page.getByRole('row').filter({ hasText: 'Imported Member 198' })).toContainText('Pending payment');
});

test('the preview reads right to left in Dhivehi on a phone, its problems told in Dhivehi', async ({ browser }) => {
  const page = await dhivehiBrowser(browser, PHONE);
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: 'admin@example.com', password: E2E_DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/admin/members/import');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ސްޕްރެޑްޝީޓަކުން މެމްބަރުން އިމްޕޯޓްކުރުން');
  const sheet = clubSheet(true);
  sheet.buffer = Buffer.from(
    sheet.buffer.toString().replaceAll('Imported Member', 'Dhivehi Member').replaceAll(',E0', ',F0'),
  );
  await page.getByLabel('ސްޕްރެޑްޝީޓް (CSV ނުވަތަ XLSX)').setInputFiles(sheet);
  // On a phone each row is a card.
  const cards = page.getByRole('list', { name: 'އިމްޕޯޓުން ކުރާނެ ކަންތައް' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'F000020' })).toContainText(
    /“\u206831\/02\/1990\u2069” އަކީ ތާރީޚެއް ނޫން/,
  );
  await expectDhivehiLayout(page, 'the import preview at 390 px', { leftovers: false });
  await expectAccessible(page, 'the import preview in Dhivehi');
  await page.close();
});

test("an admin brings the club's players in with their teams, and the same file again adds nobody", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughForm(page, 'admin@example.com');
  const [team] = (await (await page.request.get('/api/teams')).json()) as { name: string }[];
  const stamp = Date.now();
  const file = {
    name: 'players.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Team,Player,Position\n${team?.name},Imported Striker ${stamp},Forward\n${team?.name},Imported Keeper ${stamp},Goalkeeper\n`,
    ),
  };
  await page.goto('/admin/members/import');
  await page.getByRole('radio', { name: /Players and their teams/ }).check();
  await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(file);
  const summary = page.getByRole('status').filter({ hasText: 'With problems' });
  await expect(summary).toContainText('New: 2 · Updated: 0 · Already in the portal: 0 · With problems: 0.');
  const rows = page.getByRole('table', { name: 'What the import will do' }).getByRole('row');
  await expect(rows.filter({ hasText: `Imported Keeper ${stamp}` })).toContainText(team?.name ?? '');
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported: 2 new, 0 updated.')).toBeVisible();
  await expect(summary).toContainText('Already in the portal: 2');
  await expectAccessible(page, 'the players preview');
});
