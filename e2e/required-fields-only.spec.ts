import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

/**
 * Every staff dialog that creates a record, submitted with only its required fields filled: the API must
 * take exactly what its form sends (a blank description once arrived as null and was refused).
 */
interface FormCase {
  screen: string;
  /** A tab to open first. */
  tab?: string;
  open: string;
  /** Label -> value typed; a value of null picks the first real option of a select. */
  fill: [string, string | null][];
  toast: string | RegExp;
}

const stamp = Date.now().toString(36);

const FORMS: FormCase[] = [
  {
    screen: '/admin/archive',
    open: 'Create Folder',
    fill: [['Folder Name', `Minutes ${stamp}`]],
    toast: 'Folder created successfully',
  },
  {
    screen: '/admin/contributions',
    open: 'Add Type',
    fill: [['Name', `Kit fund ${stamp}`]],
    toast: 'Contribution type created successfully',
  },
  {
    screen: '/admin/contributions',
    open: 'Record Cash Donation',
    fill: [
      ['Contribution Type', null],
      ['Amount (MVR)', '150'],
      ['Donor Name', 'Aishath Nadha'],
      ['Donor Email (for the receipt)', `donor-${stamp}@example.com`],
    ],
    toast: /Cash donation recorded/,
  },
  {
    screen: '/admin/ecommerce',
    tab: 'Categories',
    open: 'Add Category',
    fill: [['Name', `Caps ${stamp}`]],
    toast: 'Category created successfully',
  },
  {
    screen: '/admin/ecommerce',
    open: 'Add Product',
    fill: [
      ['Name', `Cap ${stamp}`],
      ['Category', null],
      ['Price (MVR)', '120'],
    ],
    toast: 'Product created successfully',
  },
  {
    screen: '/admin/sponsors',
    open: 'Add Sponsor',
    fill: [['Company Name', `Reef Traders ${stamp}`]],
    toast: 'Sponsor added successfully',
  },
  {
    screen: '/admin/teams',
    open: 'Add Team',
    fill: [
      ['Team Name', `Under-12 ${stamp}`],
      ['Sport', 'Football'],
    ],
    toast: 'Team created successfully',
  },
  {
    screen: '/admin/executive-committee',
    open: 'Add Member',
    fill: [
      ['Name', 'Hussain Nizam'],
      ['Position', `Treasurer ${stamp}`],
    ],
    toast: 'Committee member added successfully',
  },
  {
    screen: '/admin/events',
    open: 'Add Event',
    fill: [
      ['Title', `Beach clean-up ${stamp}`],
      ['Description', 'Bring gloves.'],
      ['Start (Maldives time)', '2031-02-03T08:00'],
    ],
    toast: 'Event created successfully',
  },
  {
    screen: '/admin/news',
    open: 'Add Article',
    fill: [
      ['Title', `Cup final ${stamp}`],
      ['Content (HTML)', '<p>We won.</p>'],
    ],
    toast: 'News article created successfully',
  },
  {
    screen: '/admin/gallery',
    open: 'Create Album',
    fill: [['Album Name', `Training ${stamp}`]],
    toast: 'Album created successfully',
  },
  {
    screen: '/admin/roles',
    open: 'Create Role',
    fill: [
      ['Name', `coach ${stamp}`],
      ['Display Name', `Coach ${stamp}`],
    ],
    toast: 'Role created successfully',
  },
  {
    screen: '/admin/finance',
    tab: 'Chart of Accounts',
    open: 'Add Account',
    fill: [
      ['Account Code', `9${Date.now() % 100000}`],
      ['Account Name', `Kit sales ${stamp}`],
    ],
    toast: 'Account created successfully',
  },
];

async function submitWithRequiredOnly(page: Page, form: FormCase) {
  await page.goto(form.screen);
  if (form.tab) await page.getByRole('tab', { name: form.tab, exact: true }).click();
  await page.getByRole('button', { name: form.open, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const [label, value] of form.fill) {
    const field = dialog.getByLabel(label, { exact: true });
    if (value === null) {
      const firstOption = await field.locator('option:not([value=""])').first().getAttribute('value');
      await field.selectOption(firstOption ?? '');
    } else await field.fill(value);
  }
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByText(form.toast).first(), `${form.screen}: ${form.open}`).toBeVisible();
  await expect(dialog, `${form.screen}: ${form.open} closes`).toBeHidden();
}

test('every staff dialog that creates a record is accepted with only its required fields', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughForm(page, 'admin@example.com');
  for (const form of FORMS) await submitWithRequiredOnly(page, form);
});
