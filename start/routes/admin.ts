import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'

/**
 * Running the shop: the audit trail, roles, users, branches and settings.
 * Roles, users and settings ask for the password again first.
 */
export function adminRoutes() {
  router
    .get('/audit', [controllers.Audit, 'index'])
    .as('audit.index')
    .use(middleware.authorize(['AuditPolicy', 'view']))
  router
    .get('/audit/users', [controllers.Audit, 'users'])
    .as('audit.users')
    .use(middleware.authorize(['AuditPolicy', 'view']))

  router
    .group(() => {
      router.get('/roles', [controllers.Roles, 'index']).as('roles.index')
      router.get('/roles/create', [controllers.Roles, 'create']).as('roles.create')
      router.post('/roles', [controllers.Roles, 'store']).as('roles.store')
      router.get('/roles/:id/edit', [controllers.Roles, 'edit']).as('roles.edit')
      router.put('/roles/:id', [controllers.Roles, 'update']).as('roles.update')
      router.delete('/roles/:id', [controllers.Roles, 'destroy']).as('roles.destroy')
    })
    .where('id', recordIdMatcher)
    .use([middleware.authorize(['RolePolicy', 'manage']), middleware.confirmPassword()])

  router
    .get('/users', [controllers.Users, 'index'])
    .as('users.index')
    .use(middleware.authorize(['UserPolicy', 'view']))
  router
    .get('/users/:id/edit', [controllers.Users, 'edit'])
    .as('users.edit')
    .where('id', recordIdMatcher)
    .use([middleware.authorize(['UserPolicy', 'view']), middleware.confirmPassword()])
  router
    .group(() => {
      router.get('/users/create', [controllers.Users, 'create']).as('users.create')
      router.post('/users', [controllers.Users, 'store']).as('users.store')
      router.put('/users/:id', [controllers.Users, 'update']).as('users.update')
      router.post('/users/:id/deactivate', [controllers.Users, 'deactivate']).as('users.deactivate')
      router.post('/users/:id/activate', [controllers.Users, 'activate']).as('users.activate')
      router.post('/users/:id/invitation', [controllers.Users, 'invite']).as('users.invite')
    })
    .where('id', recordIdMatcher)
    .use([middleware.authorize(['UserPolicy', 'manage']), middleware.confirmPassword()])

  router
    .get('/branches', [controllers.Branches, 'index'])
    .as('branches.index')
    .use(middleware.authorize(['BranchPolicy', 'view']))
  router
    .group(() => {
      router.get('/branches/create', [controllers.Branches, 'create']).as('branches.create')
      router.post('/branches', [controllers.Branches, 'store']).as('branches.store')
    })
    .use(middleware.authorize(['BranchPolicy', 'create']))
  router
    .group(() => {
      router.get('/branches/:id/edit', [controllers.Branches, 'edit']).as('branches.edit')
      router.put('/branches/:id', [controllers.Branches, 'update']).as('branches.update')
      router
        .post('/branches/:id/deactivate', [controllers.Branches, 'deactivate'])
        .as('branches.deactivate')
      router
        .post('/branches/:id/activate', [controllers.Branches, 'activate'])
        .as('branches.activate')
      router.delete('/branches/:id', [controllers.Branches, 'destroy']).as('branches.destroy')
    })
    .where('id', recordIdMatcher)
    .use(middleware.authorize(['BranchPolicy', 'manage']))

  router
    .group(() => {
      router.get('/settings', [controllers.Settings, 'edit']).as('settings.edit')
      router.put('/settings', [controllers.Settings, 'update']).as('settings.update')
    })
    .use([middleware.authorize(['SettingsPolicy', 'manage']), middleware.confirmPassword()])
}
