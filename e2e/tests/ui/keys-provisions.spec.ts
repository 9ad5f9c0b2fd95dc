import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { enrolPasskey } from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import {
  choosePassword,
  newDevice,
  RequestLog,
  setUpKeysWithPassword,
  setUpTotp,
  signInWithPasswordAndTotp,
  unlockWithPassword,
} from '../../support/key-storage';
import {
  newProvision,
  organizationServer,
  type OpenedBox,
} from '../../support/organization-server';
import { APP_ORIGIN } from '../../support/e2e-settings';
import {
  attachFrenchScreenshot,
  attachScreenshot,
  randomEmail,
  watchCspViolations,
} from '../../support/pages';

const TITLES = ['Employment contract', 'Payslip January', 'Payslip February'];

test('an organization provisions three boxes for Carol, who has no account: one link opens them all, and after she sets a password another device opens them without it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const log = new RequestLog();
  const email = randomEmail('carol');
  const organization = await organizationServer('Acme Staffing');
  const provision = await newProvision();
  const boxes: OpenedBox[] = [];
  for (const title of TITLES) {
    const box = await organization.openBox(title, email, { provision: provision.split });
    await organization.postText(box, `${title}: attached.`);
    boxes.push(box);
  }
  const laptop = await newDevice(browser, log);
  const csp = watchCspViolations(laptop);
  let recoveryKey = '';

  await test.step('Carol follows the provisions link and signs in; the boxes need level 2', async () => {
    // A link whose share the service does not know is said dead on its page, before any
    // sign-in (a share that still parses: its last characters changed).
    await laptop.goto(`${provision.link.slice(0, -4)}AAAA`);
    await expect(laptop.getByRole('heading', { name: t.journeys.deadLink.heading })).toBeVisible();
    expect(laptop.url()).toBe(`${APP_ORIGIN}/provisions`);
    // Another document: a fragment alone would not load the page again.
    await laptop.goto('about:blank');
    await laptop.goto(provision.link);
    await expect(laptop).toHaveURL(/\/login\?login_challenge=/);
    // The sign-in names the organization and knows the email.
    await expect(
      laptop.getByText(t.journeys.provisions.loginContext('Acme Staffing')),
    ).toBeVisible();
    await expect(laptop.getByLabel(t.login.email.label, { exact: true })).toHaveValue(email);
    await signInThroughApi(laptop, email, '/provisions');
    await expect(laptop.getByRole('heading', { name: t.account.raise.heading })).toBeVisible();
    // The share left the address bar at once.
    expect(laptop.url()).toBe(`${APP_ORIGIN}/provisions`);
  });

  await test.step('with a passkey, one link opens all three boxes', async () => {
    // The passkey steps the sign-in up at once: level 2, no second ceremony.
    await enrolPasskey(laptop, 'Laptop');
    await laptop.goto('/provisions');
    await expect(laptop.getByText(t.keys.provisions.opened('Acme Staffing', 3))).toBeVisible();
    for (const title of TITLES) {
      await expect(laptop.getByRole('link', { name: title })).toBeVisible();
    }
    await attachScreenshot(laptop, testInfo, 'provisions');
    // The page drops the link's share once used; the link itself opens the same boxes again
    // (docs/key-model.md#provisions), here in French.
    await attachFrenchScreenshot(
      laptop,
      testInfo,
      'provisions',
      (words) => laptop.getByText(words.keys.provisions.opened('Acme Staffing', 3)),
      undefined,
      async () => {
        // Another document: a fragment alone would not load the page again.
        await laptop.goto('about:blank');
        await laptop.goto(provision.link);
      },
    );
    await laptop.getByRole('link', { name: TITLES[1] }).click();
    await expect(laptop.getByText(`${TITLES[1]}: attached.`)).toBeVisible();
  });

  await test.step('before she sets up keys, a box provisioned later opens with the provision key this browser kept', async () => {
    const later = await organization.openBox('Notice of move', email, {
      provision: provision.split,
    });
    await organization.postText(later, 'Your move is booked.');
    boxes.push(later);
    await laptop.goto(`/boxes/${later.boxId}`);
    await expect(laptop.getByText('Your move is booked.')).toBeVisible();
  });

  let totp = { secret: '', usedStep: 0 };
  await test.step('Carol chooses a password and sets up her keys', async () => {
    await laptop.goto('/account');
    await choosePassword(laptop);
    totp = await setUpTotp(laptop);
    recoveryKey = await setUpKeysWithPassword(laptop);
    const readable = laptop.getByTestId('box-readability').getByRole('listitem');
    for (const title of TITLES) {
      await expect(readable.filter({ hasText: title })).toContainText(t.keys.boxes.stored);
    }
  });

  const phone = await newDevice(browser, log);
  await test.step('on another device, her password opens the three boxes without the link', async () => {
    // The password typed to sign in opens the keys.
    await signInWithPasswordAndTotp(phone, email, totp, '/inbox');
    for (const title of TITLES) {
      const entry = phone.getByRole('listitem').filter({ hasText: title });
      await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    }
  });

  await test.step('a fourth box for the same provision opens on that device with no new link', async () => {
    const fourth = await organization.openBox('Payslip March', email, {
      provision: provision.split,
    });
    await organization.postText(fourth, 'March: attached.');
    await phone.goto('/inbox');
    await unlockWithPassword(phone);
    const entry = phone.getByRole('listitem').filter({ hasText: 'Payslip March' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    await entry.getByRole('link', { name: 'Payslip March' }).click();
    await expect(phone.getByText('March: attached.')).toBeVisible();
    await attachScreenshot(phone, testInfo, 'phone-fourth-box');
    boxes.push(fourth);
  });

  await test.step('no request carried a secret the test knows', () => {
    const secrets = [
      provision.split.user_share,
      recoveryKey,
      'correct horse battery staple',
      ...boxes.map((box) => box.invitationShare),
    ];
    for (const secret of secrets) expect(log.carrying(secret)).toEqual([]);
    expect(csp).toEqual([]);
  });
});
