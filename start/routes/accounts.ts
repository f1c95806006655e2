import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'

/**
 * The account's own pages: verifying the email, the profile, confirming the
 * password and waiting for a role. No role is needed, so no policy is asked:
 * being signed in (and verified, for the second group) is the whole rule.
 */
export function accountsRoutes() {
  /** The link from the confirmation mail works signed in or not: its signature is the proof. */
  router
    .get('/verify-email/:id/:hash', [controllers.EmailVerification, 'verify'])
    .where('id', recordIdMatcher)
    .as('verification.verify')

  /** Signed in, whatever the state of the account. */
  router
    .group(() => {
      router.post('/logout', [controllers.Session, 'destroy']).as('logout')
      router
        .get('/verify-email', [controllers.EmailVerification, 'notice'])
        .as('verification.notice')
      router
        .post('/email/verification-notification', [controllers.EmailVerification, 'send'])
        .as('verification.send')
      router.get('/profile', [controllers.Profile, 'edit']).as('profile.edit')
      router.put('/profile', [controllers.Profile, 'update']).as('profile.update')
      router
        .put('/profile/password', [controllers.Profile, 'updatePassword'])
        .as('profile.password')
      router.put('/profile/pin', [controllers.Profile, 'updatePin']).as('profile.pin')
      router.delete('/profile', [controllers.Profile, 'destroy']).as('profile.destroy')
    })
    .use(middleware.auth())

  /**
   * Cashiers sharing a till: lock it, take it by PIN or with a password.
   * Being signed in on the device is the rule; who may take the till by PIN
   * is the device's own list (services/accounts/till_device.ts).
   */
  router
    .group(() => {
      router.post('/lock', [controllers.TillLock, 'lock']).as('till.lock')
      router.post('/take', [controllers.TillLock, 'take']).as('till.take')
      router.post('/sign-in', [controllers.TillLock, 'signIn']).as('till.sign_in')
      router.post('/awake', [controllers.TillLock, 'awake']).as('till.awake')
    })
    .prefix('/till')
    .use(middleware.auth())

  /** Signed in with a confirmed email. */
  router
    .group(() => {
      router.get('/confirm-password', [controllers.ConfirmPassword, 'show']).as('password.confirm')
      router
        .post('/confirm-password', [controllers.ConfirmPassword, 'store'])
        .as('password.confirm.store')
      router.get('/waiting-for-access', [controllers.Waiting, 'show']).as('waiting')
    })
    .use([middleware.auth(), middleware.verified()])
}
