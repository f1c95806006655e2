import { test } from '@japa/runner'
import User from '#models/user'
import { freshDatabase } from '#tests/helpers/database'
import { confirmPassword, submitSignIn } from '#tests/helpers/browser'
import { waitForMail } from '#tests/helpers/mailbox'

test.group('Accounts in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('a person registers, confirms the email from the mail, signs in and waits for access', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.getByRole('link', { name: 'Create account' }).click()
    await page.waitForURL('**/register')

    await page.getByLabel('Full name').fill('Nora Newcomer')
    await page.getByLabel('Email').fill('nora@shop.test')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Password again').fill('short')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.assertTextContains('#password-error', 'at least 8 characters')
    await page.assertInputValue('#name', 'Nora Newcomer')
    await page.assertInputValue('#email', 'nora@shop.test')

    await page.getByLabel('Password', { exact: true }).fill('blue-kettle-river-42')
    await page.getByLabel('Password again').fill('blue-kettle-river-42')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL('**/login')
    await page.assertTextContains('.toast', 'Check your inbox')

    const mail = await waitForMail('nora@shop.test', /Confirm your email/)
    await page.goto(mail.links[0])
    await page.assertTextContains('h1', 'Email confirmed')
    await page.getByText('is confirmed as the address of your account').waitFor()
    await page.getByRole('link', { name: 'Log in' }).click()
    await page.waitForURL('**/login')
    await submitSignIn(page, 'nora@shop.test', 'blue-kettle-river-42')
    await page.waitForURL('**/waiting-for-access')
    await page.assertTextContains('h1', 'Waiting for access')

    const user = await User.findByOrFail('email', 'nora@shop.test')
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a person forgets the password and resets it from the mail', async ({ visit }) => {
    const page = await visit('/login')
    await page.clock.install()
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL('**/forgot-password')
    await page.getByLabel('Email').fill('clerk@demo.test')
    await page.getByRole('button', { name: 'Email me a reset link' }).click()
    const sent = page.getByRole('status').filter({ hasText: 'If an account uses this email' })
    await sent.waitFor()
    // Still there long after a toast would have gone.
    await page.clock.runFor(60_000)
    await sent.waitFor()

    const mail = await waitForMail('clerk@demo.test', /Reset your POS Center password/)
    await page.goto(mail.links[0])
    await page.getByLabel('New password', { exact: true }).fill('orange-ladder-sings-7')
    await page.getByLabel('New password again').fill('orange-ladder-sings-7')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.waitForURL('**/login')
    await page.assertTextContains('.toast', 'Your password has been reset')

    await submitSignIn(page, 'clerk@demo.test', 'orange-ladder-sings-7')
    await page.waitForURL('**/dashboard')
    await page.assertTextContains('h1', 'Welcome, Jordan Lee')
  })

  test('a user edits the profile, changes the password and confirms it for a sensitive area', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await submitSignIn(page, 'manager@demo.test')
    await page.waitForURL('**/dashboard')
    await page.locator('#user-menu').click()
    await page.getByRole('link', { name: 'Profile' }).click()
    await page.waitForURL('**/profile')

    // The PIN form asks for the current password too: the password form's own field.
    const passwordForm = page.getByRole('form', { name: 'Change password' })
    await page.getByLabel('Full name').fill('Maria L. Lopez')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.assertTextContains('.toast', 'Profile saved.')
    await page.assertTextContains('#user-menu', 'Maria L. Lopez')

    await passwordForm.getByLabel('Current password').fill('wrong-password')
    await page.getByLabel('New password', { exact: true }).fill('violet-harbour-lamp-3')
    await page.getByLabel('New password again').fill('violet-harbour-lamp-3')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.assertTextContains('#current_password-error', 'The current password is not correct.')

    await passwordForm.getByLabel('Current password').fill('demo-password')
    await page.getByLabel('New password', { exact: true }).fill('violet-harbour-lamp-3')
    await page.getByLabel('New password again').fill('violet-harbour-lamp-3')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.assertTextContains('.toast', 'Password changed')

    // The password form offers a way back to where the person was.
    await page.goto('/confirm-password', { referer: page.url() })
    await page.getByRole('link', { name: 'Cancel and go back' }).click()
    await page.waitForURL('**/profile')
    await page.goto('/confirm-password')
    await confirmPassword(page, 'violet-harbour-lamp-3')
    await page.waitForURL('**/dashboard')
    const user = await User.findByOrFail('email', 'manager@demo.test')
    assert.equal(user.name, 'Maria L. Lopez')
  })

  test('a user deletes the account; the last administrator cannot', async ({
    visit,
    browserContext,
  }) => {
    const page = await visit('/login')
    await submitSignIn(page, 'admin@demo.test')
    await page.waitForURL('**/dashboard')
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Delete account…' }).click()
    await page.getByLabel('Your password, to confirm').fill('demo-password')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.assertTextContains('#delete_password-error', 'last active Administrator')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).last().click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await browserContext.clearCookies()
    await submitSignIn(page, 'cashier@demo.test')
    await page.waitForURL('**/dashboard')
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Delete account…' }).click()
    await page.getByLabel('Your password, to confirm').fill('demo-password')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.assertTextContains('.toast', 'Your account has been deleted.')

    await submitSignIn(page, 'cashier@demo.test')
    await page.assertTextContains('#email-error', 'These credentials do not match our records.')
  })
})
