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
      router.delete('/profile', [controllers.Profile, 'destroy']).as('profile.destroy')
    })
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
