import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/** Runs on every request, routed or not (a 404 still renders a page). */
server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/health_check_middleware'),
  () => import('#middleware/built_assets_middleware'),
  () => import('#middleware/public_files_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/compress_responses_middleware'),
  () => import('#middleware/inertia_middleware'),
])

/** Runs on every request that matched a route. */
router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/till_lock_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/refuse_nul_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  authorize: () => import('#middleware/authorize_middleware'),
  verified: () => import('#middleware/verified_middleware'),
  hasRole: () => import('#middleware/has_role_middleware'),
  confirmPassword: () => import('#middleware/confirm_password_middleware'),
})
