import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type User from '#models/user'
import type { policies } from '#policies/main'

type Policies = typeof policies
type PolicyName = keyof Policies
type PolicyOf<Name extends PolicyName> = InstanceType<
  Awaited<ReturnType<Policies[Name]>>['default']
>

/** The policy's actions that can be asked without a record (`view`, `export`, `create` …). */
type RecordlessAction<Name extends PolicyName> = {
  [Action in keyof PolicyOf<Name>]: PolicyOf<Name>[Action] extends (user: User) => unknown
    ? Action
    : never
}[keyof PolicyOf<Name>] &
  string

/** `['OrderPolicy', 'export']`: a policy by its registered name and one of its record-less actions. */
export type RouteRule = { [Name in PolicyName]: [Name, RecordlessAction<Name>] }[PolicyName]

/**
 * Route guard `middleware.authorize(['OrderPolicy', 'export'])`: the request
 * goes on only when the named policy allows the action, so the route, the
 * controller's record-level check and the page's buttons all ask one policy.
 * A refusal ends in 403 through Bouncer's own exception. Runs after `auth`.
 */
export default class AuthorizeMiddleware {
  async handle(ctx: HttpContext, next: NextFn, [policy, action]: RouteRule) {
    // The rule's type already limits the action to the policy's record-less ones.
    const authorizer = ctx.bouncer.with(policy) as unknown as {
      authorize(name: string): Promise<void>
    }
    await authorizer.authorize(action)
    return next()
  }
}
