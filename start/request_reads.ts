import { HttpContext } from '@adonisjs/core/http'
import Setting from '#models/setting'
import { BranchScope } from '#services/platform/branch_scope'

/**
 * What a request reads once however many parts of it ask: the shop's
 * settings and the signed-in user's branch scope. The controller, the menu
 * and the shared page props all await the same promise, so a page runs
 * each query once. Both are the request's own: nothing is kept
 * between requests.
 */
HttpContext.getter(
  'shopSettings',
  function (this: HttpContext) {
    return Setting.current()
  },
  true
)

HttpContext.getter(
  'branchScope',
  function (this: HttpContext) {
    return BranchScope.of(this.auth.getUserOrFail())
  },
  true
)

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The shop's settings, read once per request. */
    shopSettings: Promise<Setting>
    /** The signed-in user's branch scope, read once per request. */
    branchScope: Promise<BranchScope>
  }
}
