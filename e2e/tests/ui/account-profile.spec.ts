import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { signInThroughApi } from '../../support/api-sign-in';
import { randomEmail } from '../../support/pages';

/** A 1×1 PNG: the server tells images by their content, not by their name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile: name, notifications, email sharing and picture, kept across reloads', async ({
  page,
}) => {
  await signInThroughApi(page, randomEmail('profile'), '/account');
  const profile = page.getByRole('region', { name: t.account.profile.heading, exact: true });

  await test.step('display name and notification frequency', async () => {
    await profile.getByLabel(t.account.profile.displayNameLabel, { exact: true }).fill('Ada L.');
    await profile
      .getByLabel(t.account.profile.notificationsLabel, { exact: true })
      .selectOption('frequent');
    await profile.getByRole('button', { name: t.account.profile.save }).click();
    await expect(profile.getByText(t.account.profile.saved)).toBeVisible();
  });

  await test.step('an empty name is refused with a message, and nothing changes', async () => {
    await profile.getByLabel(t.account.profile.displayNameLabel, { exact: true }).fill('   ');
    await profile.getByRole('button', { name: t.account.profile.save }).click();
    await expect(profile.getByText(t.account.profile.displayNameInvalid)).toBeVisible();
  });

  await test.step('the email on the public profile', async () => {
    const share = profile.getByLabel(t.account.profile.shareEmail, { exact: true });
    await expect(share).not.toBeChecked();
    await share.check();
    await expect(profile.getByText(t.account.profile.shareEmailSaved(true))).toBeVisible();
  });

  await test.step('a picture: a text file is refused, a PNG is shown, then removed', async () => {
    const picture = profile.getByLabel(t.account.profile.avatarLabel, { exact: true });
    await picture.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('hi'),
    });
    await profile.getByRole('button', { name: t.account.profile.avatarUpload }).click();
    await expect(profile.getByText(t.account.profile.avatarWrongType)).toBeVisible();
    await expect(profile.getByRole('img', { name: t.account.profile.avatarAlt })).toHaveCount(0);
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await profile.getByRole('button', { name: t.account.profile.avatarUpload }).click();
    await expect(profile.getByText(t.account.profile.avatarUploaded)).toBeVisible();
    const image = profile.getByRole('img', { name: t.account.profile.avatarAlt });
    await expect(image).toBeVisible();
    // The picture keeps its own policy: nothing in it may run, even opened on its own.
    const avatar = await page.request.get((await image.getAttribute('src')) ?? '');
    expect(avatar.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(avatar.headers()['x-content-type-options']).toBe('nosniff');
  });

  await test.step('a second method cannot be required before it is set up', async () => {
    const mfa = page.getByRole('region', { name: t.account.mfa.heading, exact: true });
    await mfa
      .getByLabel(t.account.mfa.label, { exact: true })
      .selectOption({ label: t.account.mfa.options.totp });
    await mfa.getByRole('button', { name: t.account.mfa.save }).click();
    await expect(mfa.getByText(t.account.mfa.notConfigured)).toBeVisible();
  });

  await test.step('everything is still there after a reload', async () => {
    await page.reload();
    await expect(
      profile.getByLabel(t.account.profile.displayNameLabel, { exact: true }),
    ).toHaveValue('Ada L.');
    await expect(
      profile.getByLabel(t.account.profile.notificationsLabel, { exact: true }),
    ).toHaveValue('frequent');
    await expect(profile.getByLabel(t.account.profile.shareEmail, { exact: true })).toBeChecked();
    await expect(
      page
        .getByRole('region', { name: t.account.mfa.heading, exact: true })
        .getByLabel(t.account.mfa.label, { exact: true }),
    ).toHaveValue('disabled');
    await profile.getByRole('button', { name: t.account.profile.avatarRemove }).click();
    await expect(profile.getByText(t.account.profile.avatarRemoved)).toBeVisible();
    await expect(profile.getByRole('img', { name: t.account.profile.avatarAlt })).toHaveCount(0);
  });
});
