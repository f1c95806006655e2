import router from '@adonisjs/core/services/router'
import User from '#models/user'
import { USERS_PAGE_PERMISSIONS, type Permission } from '#support/permissions'
import type { MatrixFixtures } from '#tests/helpers/matrix_fixtures'

/**
 * What each kind of visitor meets on each registered route: the table the
 * route-by-role matrix and the props crawl walk. A new route gets its row
 * here in the change that adds it.
 */

/** A well-formed CSV import preview id that names no preview. */
const ABSENT_PREVIEW = 'A'.repeat(32)

export const ACTORS = [
  'guest',
  'unverified',
  'waiting',
  'admin',
  'manager',
  'cashier',
  'clerk',
] as const
export type Actor = (typeof ACTORS)[number]
export type StaffActor = Extract<Actor, 'admin' | 'manager' | 'cashier' | 'clerk'>

/** What a request meets: let through, refused, or sent elsewhere by an access rule. */
export type Outcome = 'ok' | 403 | 404 | 'login' | 'confirm' | 'verify' | 'waiting' | 'dashboard'

export const ROLE_PERMISSIONS = async () => {
  const users = await User.query().preload('role').whereNotNull('role_id')
  return new Map(users.map((user) => [user.email, user.role.permissions]))
}

export const STAFF_EMAILS: Record<StaffActor, string> = {
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  cashier: 'cashier@demo.test',
  clerk: 'clerk@demo.test',
}

export type Rule =
  /** Anyone, signed in or not. */
  | { access: 'public' }
  /** Guests only: a signed-in user goes to the dashboard. */
  | { access: 'guest' }
  /** Any signed-in account, verified or not. */
  | { access: 'signed-in' }
  /** A signed-in account with a confirmed email, role or not. */
  | { access: 'verified' }
  /** The application: verified, with a role granting `permission` (or one of a list). */
  | {
      access: 'app'
      permission: Permission | readonly Permission[]
      /** Asks for the password again first (roles, users, settings). */
      confirm?: boolean
    }
  /** Every visitor meets the same outcome. */
  | { access: 'fixed'; outcome: Outcome }

export interface Case {
  path: string | ((fixtures: MatrixFixtures) => string)
  body?: Record<string, unknown> | ((fixtures: MatrixFixtures) => Record<string, unknown>)
  /** Sent from a separate sign-in, for requests that end or change the session. */
  isolated?: boolean
  /** Staff for whom this case's record lies outside their branches: 404 once allowed in. */
  outOfScope?: StaffActor[]
  /** The record does not exist (or is not the visitor's): 404 once allowed in. */
  missing?: boolean
  /** Outcomes that differ from what the rule gives, with the reason in a comment. */
  overrides?: Partial<Record<Actor, Outcome>>
}

export interface Expectation extends Case {
  rule: Rule
  cases?: Case[]
}

const app = (
  permission: Permission | readonly Permission[],
  extra: Omit<Extract<Rule, { access: 'app' }>, 'access' | 'permission'> = {}
): Rule => ({
  access: 'app',
  permission,
  ...extra,
})

/** Every permission of the tills area: the tills page and a session's steps open with any. */
const TILL_ANY = ['tills.use', 'tills.manage', 'tills.view'] as const
/** Who reads every session of their branches: the sessions list and its export. */
const TILL_READ = ['tills.view', 'tills.manage'] as const

/** `METHOD pattern` -> what each visitor meets. */
export const EXPECTED: Record<string, Expectation> = {
  'GET /': { rule: { access: 'public' }, path: '/' },

  'GET /login': { rule: { access: 'guest' }, path: '/login' },
  'POST /login': { rule: { access: 'guest' }, path: '/login', body: {} },
  'GET /register': { rule: { access: 'guest' }, path: '/register' },
  'POST /register': { rule: { access: 'guest' }, path: '/register', body: {} },
  'GET /forgot-password': { rule: { access: 'guest' }, path: '/forgot-password' },
  'POST /forgot-password': { rule: { access: 'guest' }, path: '/forgot-password', body: {} },
  'GET /reset-password/:token': {
    rule: { access: 'guest' },
    path: '/reset-password/not-a-real-token',
  },
  'POST /reset-password': { rule: { access: 'guest' }, path: '/reset-password', body: {} },

  // The link's signature is the proof; a forged one sends the visitor back
  // to sign in, or to the notice page when signed in.
  // An unknown or used invitation sends the visitor to sign in, with the reason.
  'GET /invitations/:token': {
    rule: { access: 'guest' },
    path: '/invitations/not-a-real-token',
    overrides: { guest: 'login' },
  },
  'POST /invitations': { rule: { access: 'guest' }, path: '/invitations', body: {} },

  'GET /verify-email/:id/:hash': {
    rule: { access: 'fixed', outcome: 'verify' },
    path: (f) => `/verify-email/${f.users.cashier}/forged`,
    overrides: { guest: 'login' },
  },

  // Signed in or not, logging out ends on the sign-in page.
  'POST /logout': { rule: { access: 'fixed', outcome: 'login' }, path: '/logout', isolated: true },
  'GET /verify-email': { rule: { access: 'signed-in' }, path: '/verify-email' },
  // Sending the link again lands on the notice page.
  'POST /email/verification-notification': {
    rule: { access: 'signed-in' },
    path: '/email/verification-notification',
    body: {},
    overrides: { unverified: 'verify' },
  },
  'GET /profile': { rule: { access: 'signed-in' }, path: '/profile' },
  'PUT /profile': { rule: { access: 'signed-in' }, path: '/profile', body: {} },
  'PUT /profile/password': { rule: { access: 'signed-in' }, path: '/profile/password', body: {} },
  'PUT /profile/pin': { rule: { access: 'signed-in' }, path: '/profile/pin', body: {} },
  'DELETE /profile': { rule: { access: 'signed-in' }, path: '/profile', body: {} },
  // A shared till: a lock changes what the session answers next, so it is sent from its own sign-in.
  'POST /till/lock': {
    rule: { access: 'signed-in' },
    path: '/till/lock',
    body: {},
    isolated: true,
  },
  'POST /till/take': { rule: { access: 'signed-in' }, path: '/till/take', body: {} },
  'POST /till/sign-in': { rule: { access: 'signed-in' }, path: '/till/sign-in', body: {} },
  'POST /till/awake': { rule: { access: 'signed-in' }, path: '/till/awake', body: {} },

  'GET /confirm-password': { rule: { access: 'verified' }, path: '/confirm-password' },
  'POST /confirm-password': { rule: { access: 'verified' }, path: '/confirm-password', body: {} },
  'GET /waiting-for-access': { rule: { access: 'verified' }, path: '/waiting-for-access' },

  'GET /dashboard': { rule: app('dashboard.view'), path: '/dashboard' },
  'GET /audit': { rule: app('audit.view'), path: '/audit' },

  'GET /branches': { rule: app('branches.view'), path: '/branches' },
  // Opening a branch is for all-branches roles: the manager's would fall outside their scope.
  'GET /branches/create': {
    rule: app('branches.manage'),
    path: '/branches/create',
    overrides: { manager: 403 },
  },
  'POST /branches': {
    rule: app('branches.manage'),
    path: '/branches',
    body: {},
    overrides: { manager: 403 },
  },
  'GET /branches/:id/edit': {
    rule: app('branches.manage'),
    path: '',
    cases: [
      { path: (f) => `/branches/${f.branches.dtn}/edit` },
      { path: (f) => `/branches/${f.branches.hbr}/edit`, outOfScope: ['manager'] },
    ],
  },
  'PUT /branches/:id': {
    rule: app('branches.manage'),
    path: '',
    cases: [
      { path: (f) => `/branches/${f.branches.dtn}`, body: {} },
      { path: (f) => `/branches/${f.branches.hbr}`, body: {}, outOfScope: ['manager'] },
    ],
  },
  'POST /branches/:id/deactivate': {
    rule: app('branches.manage'),
    path: '',
    cases: [
      { path: (f) => `/branches/${f.branches.nth}/deactivate`, body: {} },
      { path: (f) => `/branches/${f.branches.hbr}/deactivate`, body: {}, outOfScope: ['manager'] },
    ],
  },
  'POST /branches/:id/activate': {
    rule: app('branches.manage'),
    path: '',
    cases: [
      { path: (f) => `/branches/${f.branches.nth}/activate`, body: {} },
      { path: (f) => `/branches/${f.branches.hbr}/activate`, body: {}, outOfScope: ['manager'] },
    ],
  },
  // DTN has staff, so deleting it is refused (and changes nothing); SPR is outside the manager's branches.
  'DELETE /branches/:id': {
    rule: app('branches.manage'),
    path: '',
    cases: [
      { path: (f) => `/branches/${f.branches.dtn}`, body: {} },
      { path: (f) => `/branches/${f.branches.spare}`, body: {}, outOfScope: ['manager'] },
    ],
  },

  // Stock moves: either end in scope opens a move; the clerk (NTH) has neither end of TR-900001.
  'GET /stock-moves': { rule: app('transfers.view'), path: '/stock-moves' },
  'GET /stock-moves/create': { rule: app('transfers.manage'), path: '/stock-moves/create' },
  'GET /stock-moves/products': {
    rule: app('transfers.manage'),
    path: '/stock-moves/products?search=Matrix',
  },
  'POST /stock-moves': { rule: app('transfers.manage'), path: '/stock-moves', body: {} },
  'GET /stock-moves/:id/edit': {
    rule: app('transfers.view'),
    path: '',
    cases: [
      { path: (f) => `/stock-moves/${f.stockMoves.inScope}/edit`, outOfScope: ['clerk'] },
      {
        path: (f) => `/stock-moves/${f.stockMoves.outOfScope}/edit`,
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'PUT /stock-moves/:id': {
    rule: app('transfers.manage'),
    path: '',
    cases: [
      { path: (f) => `/stock-moves/${f.stockMoves.inScope}`, body: {}, outOfScope: ['clerk'] },
      {
        path: (f) => `/stock-moves/${f.stockMoves.outOfScope}`,
        body: {},
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'POST /stock-moves/:id/send': {
    rule: app('transfers.manage'),
    path: '',
    cases: [
      { path: (f) => `/stock-moves/${f.stockMoves.inScope}/send`, body: {}, outOfScope: ['clerk'] },
      {
        path: (f) => `/stock-moves/${f.stockMoves.outOfScope}/send`,
        body: {},
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'POST /stock-moves/:id/receive': {
    rule: app('transfers.receive'),
    path: '',
    cases: [
      {
        path: (f) => `/stock-moves/${f.stockMoves.inScope}/receive`,
        body: {},
        outOfScope: ['clerk'],
      },
      {
        path: (f) => `/stock-moves/${f.stockMoves.outOfScope}/receive`,
        body: {},
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'POST /stock-moves/:id/cancel': {
    rule: app('transfers.manage'),
    path: '',
    cases: [
      {
        path: (f) => `/stock-moves/${f.stockMoves.inScope}/cancel`,
        body: {},
        outOfScope: ['clerk'],
      },
      {
        path: (f) => `/stock-moves/${f.stockMoves.outOfScope}/cancel`,
        body: {},
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },

  // Stocktakes at Northside (the manager's and the clerk's); SC-900005 at Harbour is neither's.
  // Each step's fixture is one whose step is refused without changing it, so both passes agree.
  'GET /tills': { rule: app(TILL_ANY), path: '/tills' },
  'POST /tills': { rule: app('tills.manage'), path: '/tills', body: {} },
  // An empty name is refused; both tills have an open session, so archiving either is
  // refused, and reactivating an active till changes nothing.
  'PUT /tills/:id': {
    rule: app('tills.manage'),
    path: '',
    cases: [
      { path: (f) => `/tills/${f.tills.dtn}`, body: {} },
      { path: (f) => `/tills/${f.tills.hbr}`, body: {}, outOfScope: ['manager'] },
    ],
  },
  'POST /tills/:id/archive': {
    rule: app('tills.manage'),
    path: '',
    cases: [
      { path: (f) => `/tills/${f.tills.dtn}/archive`, body: {} },
      { path: (f) => `/tills/${f.tills.hbr}/archive`, body: {}, outOfScope: ['manager'] },
    ],
  },
  'POST /tills/:id/activate': {
    rule: app('tills.manage'),
    path: '',
    cases: [
      { path: (f) => `/tills/${f.tills.dtn}/activate`, body: {} },
      { path: (f) => `/tills/${f.tills.hbr}/activate`, body: {}, outOfScope: ['manager'] },
    ],
  },
  // The Downtown till already has a session: an empty form is refused before anything opens.
  'POST /tills/:id/open': {
    rule: app(TILL_ANY),
    path: '',
    cases: [
      { path: (f) => `/tills/${f.tills.dtn}/open`, body: {} },
      { path: (f) => `/tills/${f.tills.hbr}/open`, body: {}, outOfScope: ['manager', 'cashier'] },
    ],
  },
  'GET /tills/sessions/:id': {
    rule: app(TILL_ANY),
    path: '',
    cases: [
      { path: (f) => `/tills/sessions/${f.tillSessions.dtn}` },
      { path: (f) => `/tills/sessions/${f.tillSessions.hbr}`, outOfScope: ['manager', 'cashier'] },
    ],
  },
  'GET /tills/sessions/:id/pdf': {
    rule: app(TILL_ANY),
    path: '',
    cases: [
      { path: (f) => `/tills/sessions/${f.tillSessions.dtn}/pdf` },
      {
        path: (f) => `/tills/sessions/${f.tillSessions.hbr}/pdf`,
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  // Printing an open session's X report records nothing.
  'POST /tills/sessions/:id/print': {
    rule: app(TILL_ANY),
    path: '',
    cases: [
      { path: (f) => `/tills/sessions/${f.tillSessions.dtn}/print`, body: {} },
      {
        path: (f) => `/tills/sessions/${f.tillSessions.hbr}/print`,
        body: {},
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  'POST /tills/sessions/:id/movements': {
    rule: app(TILL_ANY),
    path: '',
    cases: [
      { path: (f) => `/tills/sessions/${f.tillSessions.dtn}/movements`, body: {} },
      {
        path: (f) => `/tills/sessions/${f.tillSessions.hbr}/movements`,
        body: {},
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  'POST /tills/sessions/:id/close': {
    rule: app(TILL_ANY),
    path: '',
    cases: [
      { path: (f) => `/tills/sessions/${f.tillSessions.dtn}/close`, body: {} },
      {
        path: (f) => `/tills/sessions/${f.tillSessions.hbr}/close`,
        body: {},
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  'GET /till-sessions': { rule: app(TILL_READ), path: '/till-sessions' },
  'GET /till-sessions/export': { rule: app(TILL_READ), path: '/till-sessions/export' },
  'GET /stocktakes': { rule: app(['stock.count', 'stock.adjust']), path: '/stocktakes' },
  'GET /stocktakes/create': { rule: app('stock.adjust'), path: '/stocktakes/create' },
  'POST /stocktakes': { rule: app('stock.adjust'), path: '/stocktakes', body: {} },
  'GET /stocktakes/catalogue': {
    rule: app('stock.adjust'),
    path: '/stocktakes/catalogue?search=Matrix',
  },
  'GET /stocktakes/:id': {
    rule: app(['stock.count', 'stock.adjust']),
    path: '',
    cases: [
      { path: (f) => `/stocktakes/${f.stocktakes.counting}` },
      { path: (f) => `/stocktakes/${f.stocktakes.review}` },
      {
        path: (f) => `/stocktakes/${f.stocktakes.outOfScope}`,
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'GET /stocktakes/:id/products': {
    rule: app('stock.count'),
    path: '',
    cases: [
      { path: (f) => `/stocktakes/${f.stocktakes.counting}/products?search=Matrix` },
      {
        path: (f) => `/stocktakes/${f.stocktakes.outOfScope}/products?search=Matrix`,
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'GET /stocktakes/:id/sheet': {
    rule: app('stock.count'),
    path: '',
    cases: [
      { path: (f) => `/stocktakes/${f.stocktakes.counting}/sheet` },
      {
        path: (f) => `/stocktakes/${f.stocktakes.outOfScope}/sheet`,
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  // The draft covers no product: starting it is refused and it stays a draft.
  'POST /stocktakes/:id/start': {
    rule: app('stock.adjust'),
    path: '',
    cases: [
      { path: (f) => `/stocktakes/${f.stocktakes.empty}/start`, body: {} },
      // Being counted, it cannot start again: refused with the reason, where it is in scope.
      {
        path: (f) => `/stocktakes/${f.stocktakes.outOfScope}/start`,
        body: {},
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  // An empty count is refused by validation, after the route and the record's rule.
  'POST /stocktakes/:id/counts': {
    rule: app('stock.count'),
    path: '',
    cases: [
      { path: (f) => `/stocktakes/${f.stocktakes.counting}/counts`, body: {} },
      {
        path: (f) => `/stocktakes/${f.stocktakes.outOfScope}/counts`,
        body: {},
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'PUT /stocktakes/:id/counts/:entryId': {
    rule: app(['stock.count', 'stock.adjust']),
    path: '',
    cases: [
      {
        path: (f) => `/stocktakes/${f.stocktakes.counting}/counts/${f.stocktakes.entry}`,
        body: {},
      },
      // Another stocktake's entry is not found through this one.
      {
        path: (f) => `/stocktakes/${f.stocktakes.review}/counts/${f.stocktakes.entry}`,
        body: {},
        missing: true,
      },
    ],
  },
  // A posted stocktake cannot finish counting or be cancelled: refused with the reason.
  'POST /stocktakes/:id/finish': {
    rule: app('stock.adjust'),
    path: (f) => `/stocktakes/${f.stocktakes.posted}/finish`,
    body: {},
  },
  'POST /stocktakes/:id/cancel': {
    rule: app('stock.adjust'),
    path: (f) => `/stocktakes/${f.stocktakes.posted}/cancel`,
    body: {},
  },
  'PUT /stocktakes/:id/lines/:lineId': {
    rule: app('stock.adjust'),
    path: (f) => `/stocktakes/${f.stocktakes.review}/lines/${f.stocktakes.reviewLine}`,
    body: {},
  },
  'POST /stocktakes/:id/post': {
    rule: app('stock.adjust'),
    path: (f) => `/stocktakes/${f.stocktakes.review}/post`,
    body: {},
  },
  // A handheld's counts: the upload page and its checks, then previews that are only the owner's.
  'GET /stocktakes/:stocktake/import': {
    rule: app('stock.count'),
    path: '',
    cases: [
      { path: (f) => `/stocktakes/${f.stocktakes.counting}/import` },
      {
        path: (f) => `/stocktakes/${f.stocktakes.outOfScope}/import`,
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  // Without a file the upload is refused beside its field.
  'POST /stocktakes/:stocktake/import': {
    rule: app('stock.count'),
    path: '',
    cases: [
      { path: (f) => `/stocktakes/${f.stocktakes.counting}/import`, body: {} },
      {
        path: (f) => `/stocktakes/${f.stocktakes.outOfScope}/import`,
        body: {},
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'GET /stocktakes/:stocktake/import/:id': {
    rule: app('stock.count'),
    path: (f) => `/stocktakes/${f.stocktakes.counting}/import/${ABSENT_PREVIEW}`,
    missing: true,
  },
  'POST /stocktakes/:stocktake/import/:id/confirm': {
    rule: app('stock.count'),
    path: (f) => `/stocktakes/${f.stocktakes.counting}/import/${ABSENT_PREVIEW}/confirm`,
    body: {},
    missing: true,
  },
  'DELETE /stocktakes/:stocktake/import/:id': {
    rule: app('stock.count'),
    path: (f) => `/stocktakes/${f.stocktakes.counting}/import/${ABSENT_PREVIEW}`,
    body: {},
    missing: true,
  },

  'GET /orders': { rule: app('orders.view'), path: '/orders' },
  'GET /orders/create': { rule: app('orders.create'), path: '/orders/create' },
  'GET /orders/create/products': {
    rule: app('orders.create'),
    path: '/orders/create/products?search=cola',
  },
  'GET /orders/create/quick-keys': {
    rule: app('orders.create'),
    path: '',
    cases: [
      { path: (f) => `/orders/create/quick-keys?branch=${f.branches.dtn}` },
      {
        path: (f) => `/orders/create/quick-keys?branch=${f.branches.hbr}`,
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  'GET /orders/create/offline-kit': {
    rule: app('orders.create'),
    path: '',
    cases: [
      { path: (f) => `/orders/create/offline-kit?branch_id=${f.branches.dtn}` },
      {
        path: (f) => `/orders/create/offline-kit?branch_id=${f.branches.hbr}`,
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  'GET /orders/create/offline-catalogue': {
    rule: app('orders.create'),
    path: '',
    cases: [
      { path: (f) => `/orders/create/offline-catalogue?branch_id=${f.branches.dtn}` },
      {
        path: (f) => `/orders/create/offline-catalogue?branch_id=${f.branches.hbr}`,
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  'GET /orders/offline-issues': {
    rule: app('orders.review_offline'),
    path: '/orders/offline-issues',
  },
  'POST /orders/offline-issues/:id/resolve': {
    rule: app('orders.review_offline'),
    path: '/orders/offline-issues/999999/resolve',
    body: {},
    missing: true,
  },
  // An empty sale is refused as malformed before anything is written or kept.
  'POST /orders/offline': { rule: app('orders.create'), path: '/orders/offline', body: {} },
  'GET /quick-keys': {
    rule: app('quick_keys.manage'),
    path: '',
    cases: [
      { path: '/quick-keys' },
      { path: (f) => `/quick-keys?branch=${f.branches.hbr}`, outOfScope: ['manager'] },
    ],
  },
  'GET /quick-keys/products': {
    rule: app('quick_keys.manage'),
    path: '/quick-keys/products?search=cola',
  },
  'PUT /quick-keys/:branchId': {
    rule: app('quick_keys.manage'),
    path: '',
    cases: [
      { path: (f) => `/quick-keys/${f.branches.dtn}`, body: {} },
      { path: (f) => `/quick-keys/${f.branches.hbr}`, body: {}, outOfScope: ['manager'] },
    ],
  },
  'GET /orders/create/customers': {
    rule: app(['orders.create', 'orders.edit']),
    path: '/orders/create/customers?q=ada',
  },
  // Every role with orders.create here also holds customers.manage; an empty form is refused.
  'POST /orders/create/customers': {
    rule: app('orders.create'),
    path: '/orders/create/customers',
    body: {},
  },
  // An empty cart is refused before anything is written.
  'POST /orders': { rule: app('orders.create'), path: '/orders', body: {} },
  'GET /orders/:id/edit': {
    rule: app(['orders.create', 'orders.edit']),
    path: '',
    cases: [
      { path: (f) => `/orders/${f.orders.draft}/edit` },
      // A completed sale's details need orders.edit, which a cashier lacks.
      { path: (f) => `/orders/${f.orders.inScope}/edit`, overrides: { cashier: 403 } },
      { path: '/orders/999999/edit', missing: true },
    ],
  },
  // An unknown customer is refused before anything changes.
  'PUT /orders/:id': {
    rule: app('orders.edit'),
    path: '',
    cases: [
      { path: (f) => `/orders/${f.orders.inScope}`, body: { customer_id: 999999 } },
      {
        path: (f) => `/orders/${f.orders.outOfScope}`,
        body: { customer_id: 999999 },
        outOfScope: ['manager'],
      },
    ],
  },
  'DELETE /orders/:id': {
    rule: app('orders.create'),
    path: '/orders/999999',
    body: {},
    missing: true,
  },
  // The export is the area's manage-level step: orders.edit (with orders.view to reach the route).
  'GET /orders/export': { rule: app('orders.edit'), path: '/orders/export' },
  'GET /orders/:id': {
    rule: app('orders.view'),
    path: '',
    cases: [
      { path: (f) => `/orders/${f.orders.inScope}` },
      { path: (f) => `/orders/${f.orders.draft}` },
      { path: (f) => `/orders/${f.orders.outOfScope}`, outOfScope: ['manager', 'cashier'] },
    ],
  },
  'GET /orders/:id/pdf': {
    rule: app('orders.view'),
    path: '',
    cases: [
      { path: (f) => `/orders/${f.orders.inScope}/pdf` },
      { path: (f) => `/orders/${f.orders.outOfScope}/pdf`, outOfScope: ['manager', 'cashier'] },
    ],
  },
  // An empty reason is refused before anything changes, so the kept order stays completed.
  'POST /orders/:id/void': {
    rule: app('orders.void'),
    path: '',
    cases: [
      { path: (f) => `/orders/${f.orders.inScope}/void`, body: {} },
      {
        path: (f) => `/orders/${f.orders.outOfScope}/void`,
        body: {},
        outOfScope: ['manager', 'cashier'],
      },
    ],
  },
  // "Void needs approval": a seller without orders.void; who voids alone has the other route.
  'POST /orders/:id/approved-void': {
    rule: app('orders.create'),
    path: '',
    cases: [
      {
        path: (f) => `/orders/${f.orders.inScope}/approved-void`,
        body: {},
        overrides: { admin: 403, manager: 403 },
      },
      {
        path: (f) => `/orders/${f.orders.outOfScope}/approved-void`,
        body: {},
        outOfScope: ['cashier'],
        overrides: { admin: 403, manager: 403 },
      },
    ],
  },

  // The till's PIN dialog: whoever sells asks; an empty request is refused before anything is written.
  'GET /approvals/approvers': {
    rule: app(['orders.create', 'returns.create']),
    path: '/approvals/approvers?branch=1',
  },
  'POST /approvals/sale': { rule: app('orders.create'), path: '/approvals/sale', body: {} },
  'POST /approvals/void': { rule: app('orders.create'), path: '/approvals/void', body: {} },
  'POST /approvals/return': { rule: app('returns.create'), path: '/approvals/return', body: {} },

  'GET /returns': { rule: app('returns.view'), path: '/returns' },
  // The export needs returns.view and returns.create: every role here holds both or neither.
  'GET /returns/export': { rule: app('returns.create'), path: '/returns/export' },
  // Another branch's sale is not found, which the page says; it is not an error.
  'GET /returns/create': {
    rule: app('returns.create'),
    path: '',
    cases: [
      { path: '/returns/create' },
      { path: (f) => `/returns/create?order_id=${f.orders.inScope}` },
      { path: (f) => `/returns/create?order_id=${f.orders.outOfScope}` },
    ],
  },
  // An empty form is refused before anything changes.
  'POST /returns': { rule: app('returns.create'), path: '/returns', body: {} },

  // Reports and their exports need reports.view; the figures follow the branch scope (reports.spec).
  'GET /reports/sales': { rule: app('reports.view'), path: '/reports/sales' },
  'GET /reports/sales/export': { rule: app('reports.view'), path: '/reports/sales/export' },
  'GET /reports/revenue': { rule: app('reports.view'), path: '/reports/revenue' },
  'GET /reports/revenue/export': { rule: app('reports.view'), path: '/reports/revenue/export' },
  'GET /reports/product-sales': { rule: app('reports.view'), path: '/reports/product-sales' },
  'GET /reports/product-sales/export': {
    rule: app('reports.view'),
    path: '/reports/product-sales/export',
  },
  'GET /reports/seller-sales': { rule: app('reports.view'), path: '/reports/seller-sales' },
  'GET /reports/seller-sales/export': {
    rule: app('reports.view'),
    path: '/reports/seller-sales/export',
  },
  // The purchases report is purchasing's: purchases.view, by the orders' delivery branch.
  'GET /reports/purchases': {
    rule: app(['purchases.view', 'purchases.manage']),
    path: '/reports/purchases',
  },
  'GET /reports/purchases/export': {
    rule: app(['purchases.view', 'purchases.manage']),
    path: '/reports/purchases/export',
  },
  // Read with the tills' permissions: a session's reader or manager, not reports.view.
  'GET /reports/cash': {
    rule: app(['tills.view', 'tills.manage']),
    path: '/reports/cash?preset=last_30_days&by=till',
  },
  'GET /reports/cash/export': {
    rule: app(['tills.view', 'tills.manage']),
    path: '/reports/cash/export?preset=last_30_days&by=cashier',
  },
  'GET /reports/shrinkage': { rule: app('reports.view'), path: '/reports/shrinkage' },
  'GET /reports/shrinkage/export': {
    rule: app('reports.view'),
    path: '/reports/shrinkage/export',
  },

  'GET /customers': { rule: app('customers.view'), path: '/customers' },
  'GET /customers/create': { rule: app('customers.manage'), path: '/customers/create' },
  'POST /customers': { rule: app('customers.manage'), path: '/customers', body: {} },
  'GET /customers/export': { rule: app('customers.manage'), path: '/customers/export' },
  'GET /customers/import': { rule: app('customers.manage'), path: '/customers/import' },
  'POST /customers/import': { rule: app('customers.manage'), path: '/customers/import', body: {} },
  'GET /customers/import/:id': {
    rule: app('customers.manage'),
    path: `/customers/import/${ABSENT_PREVIEW}`,
    missing: true,
  },
  'POST /customers/import/:id/confirm': {
    rule: app('customers.manage'),
    path: `/customers/import/${ABSENT_PREVIEW}/confirm`,
    body: {},
    missing: true,
  },
  'DELETE /customers/import/:id': {
    rule: app('customers.manage'),
    path: `/customers/import/${ABSENT_PREVIEW}`,
    body: {},
    missing: true,
  },
  'GET /customers/:id/edit': {
    rule: app('customers.manage'),
    path: (f) => `/customers/${f.customers.regular}/edit`,
  },
  'PUT /customers/:id': {
    rule: app('customers.manage'),
    path: (f) => `/customers/${f.customers.regular}`,
    body: {},
  },
  'POST /customers/:id/deactivate': {
    rule: app('customers.manage'),
    path: (f) => `/customers/${f.customers.regular}/deactivate`,
    body: {},
  },
  'POST /customers/:id/activate': {
    rule: app('customers.manage'),
    path: (f) => `/customers/${f.customers.regular}/activate`,
    body: {},
  },
  'POST /customers/:id/erase': {
    rule: app('customers.manage'),
    path: (f) => `/customers/${f.customers.toErase}/erase`,
    body: {},
  },
  'DELETE /customers/:id': {
    rule: app('customers.manage'),
    path: (f) => `/customers/${f.customers.toDelete}`,
    body: {},
  },

  'GET /roles': { rule: app('roles.manage', { confirm: true }), path: '/roles' },
  'GET /roles/create': { rule: app('roles.manage', { confirm: true }), path: '/roles/create' },
  'POST /roles': { rule: app('roles.manage', { confirm: true }), path: '/roles', body: {} },
  'GET /roles/:id/edit': {
    rule: app('roles.manage', { confirm: true }),
    path: (f) => `/roles/${f.roles.manager}/edit`,
  },
  'PUT /roles/:id': {
    rule: app('roles.manage', { confirm: true }),
    path: (f) => `/roles/${f.roles.manager}`,
    body: {},
  },
  // The Manager role is held by the demo manager, so deleting it is refused.
  'DELETE /roles/:id': {
    rule: app('roles.manage', { confirm: true }),
    path: (f) => `/roles/${f.roles.manager}`,
    body: {},
  },

  'GET /users': { rule: app(USERS_PAGE_PERMISSIONS), path: '/users' },
  'GET /users/:id/edit': {
    rule: app(USERS_PAGE_PERMISSIONS, { confirm: true }),
    path: (f) => `/users/${f.users.cashier}/edit`,
  },
  'GET /users/create': { rule: app('users.manage', { confirm: true }), path: '/users/create' },
  'POST /users': { rule: app('users.manage', { confirm: true }), path: '/users', body: {} },
  'PUT /users/:id': {
    rule: app('users.manage', { confirm: true }),
    path: (f) => `/users/${f.users.cashier}`,
    body: {},
  },
  'POST /users/:id/deactivate': {
    rule: app('users.manage', { confirm: true }),
    path: (f) => `/users/${f.users.cashier}/deactivate`,
    body: {},
  },
  'POST /users/:id/activate': {
    rule: app('users.manage', { confirm: true }),
    path: (f) => `/users/${f.users.cashier}/activate`,
    body: {},
  },
  'POST /users/:id/invitation': {
    rule: app('users.manage', { confirm: true }),
    path: (f) => `/users/${f.users.cashier}/invitation`,
    body: {},
  },

  'GET /audit/users': { rule: app('audit.view'), path: '/audit/users?q=al' },
  // Any role may search; what it finds depends on its permissions (empty for neither area).
  'GET /search': { rule: app('dashboard.view'), path: '/search?q=oat' },

  'GET /products/print-barcodes': {
    rule: app('products.print_labels'),
    path: '/products/print-barcodes',
  },
  'GET /products/print-barcodes/search': {
    rule: app('products.print_labels'),
    path: '/products/print-barcodes/search?search=oat',
  },
  'GET /products/print-barcodes/pdf': {
    rule: app('products.print_labels'),
    path: '/products/print-barcodes/pdf?template=a4-3x7',
  },

  'GET /settings': { rule: app('settings.manage', { confirm: true }), path: '/settings' },
  'PUT /settings': { rule: app('settings.manage', { confirm: true }), path: '/settings', body: {} },

  // Products and labels
  'GET /products': { rule: app('products.view'), path: '/products' },
  'GET /products/create': { rule: app('products.manage'), path: '/products/create' },
  'GET /products/new-barcode': { rule: app('products.manage'), path: '/products/new-barcode' },
  'POST /products': { rule: app('products.manage'), path: '/products', body: {} },
  'GET /products/export': { rule: app('products.manage'), path: '/products/export' },
  'GET /products/import': { rule: app('products.manage'), path: '/products/import' },
  // No file: the form answers with its message, a redirect back.
  'POST /products/import': { rule: app('products.manage'), path: '/products/import', body: {} },
  // A preview id nobody made: those allowed in meet 404.
  'GET /products/import/:id': {
    rule: app('products.manage'),
    path: `/products/import/${ABSENT_PREVIEW}`,
    overrides: { admin: 404, manager: 404 },
  },
  'POST /products/import/:id/confirm': {
    rule: app('products.manage'),
    path: `/products/import/${ABSENT_PREVIEW}/confirm`,
    body: {},
    overrides: { admin: 404, manager: 404 },
  },
  'DELETE /products/import/:id': {
    rule: app('products.manage'),
    path: `/products/import/${ABSENT_PREVIEW}`,
    body: {},
    overrides: { admin: 404, manager: 404 },
  },
  'GET /products/:id/edit': {
    rule: app('products.view'),
    path: (f) => `/products/${f.products.kept}/edit`,
  },
  'PUT /products/:id': {
    rule: app('products.manage'),
    path: (f) => `/products/${f.products.kept}`,
    body: {},
  },
  'POST /products/:id/deactivate': {
    rule: app('products.manage'),
    path: (f) => `/products/${f.products.kept}/deactivate`,
    body: {},
  },
  'POST /products/:id/activate': {
    rule: app('products.manage'),
    path: (f) => `/products/${f.products.kept}/activate`,
    body: {},
  },
  'DELETE /products/:id': {
    rule: app('products.manage'),
    path: (f) => `/products/${f.products.deletable}`,
    body: {},
  },

  'GET /stocks': {
    rule: app('stock.view'),
    path: '/stocks',
    cases: [
      { path: '/stocks' },
      {
        path: (f) => `/stocks?branch=${f.branches.hbr}`,
        outOfScope: ['manager', 'cashier', 'clerk'],
      },
    ],
  },
  'GET /stocks/export': { rule: app('stock.adjust'), path: '/stocks/export' },
  'GET /stocks/history/:id': {
    rule: app('stock.view'),
    path: (f) => `/stocks/history/${f.products.kept}`,
  },
  'GET /stocks/receipts/:id': {
    rule: app('stock.view'),
    path: '/stocks/receipts/999999',
    missing: true,
  },
  // Stock: receiving (Stocks / Add) and adjusting (Stocks / Edit)
  // Suppliers are shop-wide; Matrix Supplies is named by orders, so deleting it is refused.
  'GET /suppliers': { rule: app(['suppliers.view', 'suppliers.manage']), path: '/suppliers' },
  'GET /suppliers/create': { rule: app('suppliers.manage'), path: '/suppliers/create' },
  'GET /suppliers/export': {
    rule: app(['suppliers.view', 'suppliers.manage']),
    path: '/suppliers/export',
  },
  'GET /suppliers/import': { rule: app('suppliers.manage'), path: '/suppliers/import' },
  'POST /suppliers/import': { rule: app('suppliers.manage'), path: '/suppliers/import', body: {} },
  'GET /suppliers/import/:id': {
    rule: app('suppliers.manage'),
    path: `/suppliers/import/${ABSENT_PREVIEW}`,
    missing: true,
  },
  'POST /suppliers/import/:id/confirm': {
    rule: app('suppliers.manage'),
    path: `/suppliers/import/${ABSENT_PREVIEW}/confirm`,
    body: {},
    missing: true,
  },
  'DELETE /suppliers/import/:id': {
    rule: app('suppliers.manage'),
    path: `/suppliers/import/${ABSENT_PREVIEW}`,
    body: {},
    missing: true,
  },
  'POST /suppliers': { rule: app('suppliers.manage'), path: '/suppliers', body: {} },
  'GET /suppliers/products': {
    rule: app('suppliers.manage'),
    path: '/suppliers/products?search=Matrix',
  },
  'GET /suppliers/:id': {
    rule: app(['suppliers.view', 'suppliers.manage']),
    path: (f) => `/suppliers/${f.suppliers.kept}`,
  },
  'PUT /suppliers/:id': {
    rule: app('suppliers.manage'),
    path: (f) => `/suppliers/${f.suppliers.kept}`,
    body: {},
  },
  // Activating an active supplier changes nothing.
  'POST /suppliers/:id/activate': {
    rule: app('suppliers.manage'),
    path: (f) => `/suppliers/${f.suppliers.kept}/activate`,
    body: {},
  },
  'POST /suppliers/:id/archive': {
    rule: app('suppliers.manage'),
    path: (f) => `/suppliers/${f.suppliers.kept}/archive`,
    body: {},
  },
  'DELETE /suppliers/:id': {
    rule: app('suppliers.manage'),
    path: (f) => `/suppliers/${f.suppliers.kept}`,
    body: {},
  },

  // Purchase orders by their delivery branch: PO-900001 (cancelled) at Northside, every step
  // refused without change; PO-900002 at Harbour, nobody's scope.
  'GET /purchase-orders': {
    rule: app(['purchases.view', 'purchases.manage']),
    path: '/purchase-orders',
  },
  'GET /purchase-orders/create': {
    rule: app('purchases.manage'),
    path: '/purchase-orders/create',
  },
  'POST /purchase-orders': { rule: app('purchases.manage'), path: '/purchase-orders', body: {} },
  'GET /purchase-orders/products': {
    rule: app('purchases.manage'),
    path: '/purchase-orders/products?search=Matrix',
  },
  'GET /purchase-orders/suggestions': {
    rule: app(['purchases.view', 'purchases.manage']),
    path: '/purchase-orders/suggestions',
  },
  'POST /purchase-orders/suggestions': {
    rule: app('purchases.manage'),
    path: '/purchase-orders/suggestions',
    body: {},
  },
  'GET /purchase-orders/:id': {
    rule: app(['purchases.view', 'purchases.manage']),
    path: '',
    cases: [
      { path: (f) => `/purchase-orders/${f.purchaseOrders.inScope}` },
      {
        path: (f) => `/purchase-orders/${f.purchaseOrders.outOfScope}`,
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  // The PDF carries costs: the clerk, who sees orders but not costs, is refused it.
  'GET /purchase-orders/:id/pdf': {
    rule: app(['purchases.view', 'purchases.manage']),
    path: '',
    cases: [
      {
        path: (f) => `/purchase-orders/${f.purchaseOrders.inScope}/pdf`,
        overrides: { clerk: 403 },
      },
      {
        path: (f) => `/purchase-orders/${f.purchaseOrders.outOfScope}/pdf`,
        outOfScope: ['manager', 'clerk'],
      },
    ],
  },
  'PUT /purchase-orders/:id': {
    rule: app('purchases.manage'),
    path: '',
    cases: [
      { path: (f) => `/purchase-orders/${f.purchaseOrders.inScope}`, body: {} },
      {
        path: (f) => `/purchase-orders/${f.purchaseOrders.outOfScope}`,
        body: {},
        outOfScope: ['manager'],
      },
    ],
  },
  ...Object.fromEntries(
    (['place', 'send', 'close', 'cancel'] as const).map((step) => [
      `POST /purchase-orders/:id/${step}`,
      {
        rule: app('purchases.manage'),
        path: '',
        cases: [
          {
            path: (f: MatrixFixtures) => `/purchase-orders/${f.purchaseOrders.inScope}/${step}`,
            body: {},
          },
          {
            path: (f: MatrixFixtures) => `/purchase-orders/${f.purchaseOrders.outOfScope}/${step}`,
            body: {},
            outOfScope: ['manager'] as StaffActor[],
          },
        ],
      } satisfies Expectation,
    ])
  ),
  // No product: the form answers with its messages.
  'PUT /stocks/reorder-levels': {
    rule: app('purchases.manage'),
    path: '/stocks/reorder-levels',
    body: {},
  },
  'GET /stocks/add': { rule: app('stock.receive'), path: '/stocks/add' },
  'GET /stocks/add/products': {
    rule: app('stock.receive'),
    path: '/stocks/add/products?search=oat',
  },
  // No lines: the form answers with its messages, a redirect back.
  'POST /stocks/receipts': { rule: app('stock.receive'), path: '/stocks/receipts', body: {} },
  'GET /stocks/:id/edit': {
    rule: app('stock.adjust'),
    path: (f) => `/stocks/${f.stockLevels.dtn}/edit`,
    outOfScope: ['clerk'],
  },
  // A product at a branch with no level yet: Harbour Mall, the manager's and the clerk's 404.
  'GET /stocks/adjust': {
    rule: app('stock.adjust'),
    path: (f) => `/stocks/adjust?product=${f.products.kept}&branch=${f.branches.hbr}`,
    outOfScope: ['manager', 'clerk'],
  },
  'POST /stocks/adjust': {
    rule: app('stock.adjust'),
    path: (f) => `/stocks/adjust?product=${f.products.kept}&branch=${f.branches.hbr}`,
    body: {},
    outOfScope: ['manager', 'clerk'],
  },
  'PUT /stocks/:id': {
    rule: app('stock.adjust'),
    path: (f) => `/stocks/${f.stockLevels.dtn}`,
    body: {},
    outOfScope: ['clerk'],
  },

  'ANY /*': {
    rule: { access: 'fixed', outcome: 404 },
    path: '/no-such-page',
    cases: [{ path: '/no-such-page' }, { path: '/no-such-page', body: {} }],
  },
}

/** What `actor` meets on one case of a route, from its rule and the case's own facts. */
export function expectedOutcome(
  rule: Rule,
  item: Case,
  actor: Actor,
  permissions: Map<string, Permission[]>,
  confirmed: boolean
): Outcome {
  if (rule.access === 'fixed') return rule.outcome
  if (rule.access === 'public') return 'ok'
  if (rule.access === 'guest') return actor === 'guest' ? 'ok' : 'dashboard'
  if (actor === 'guest') return 'login'
  if (rule.access === 'signed-in') return 'ok'
  if (actor === 'unverified') return 'verify'
  if (rule.access === 'verified') return 'ok'
  if (actor === 'waiting') return 'waiting'
  const granted = permissions.get(STAFF_EMAILS[actor])!
  const anyOf = typeof rule.permission === 'string' ? [rule.permission] : rule.permission
  if (!anyOf.some((permission) => granted.includes(permission))) return 403
  if (rule.confirm && !confirmed) return 'confirm'
  if (item.missing || item.outOfScope?.includes(actor)) return 404
  return 'ok'
}

/** Every registered route as `METHOD pattern` (`ANY` for a catch-all). */
export function routeKeys() {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${route.methods.length > 6 ? 'ANY' : method} ${route.pattern}`)
    )
    .filter((key, index, all) => all.indexOf(key) === index)
}

export function casesOf(expectation: Expectation): Case[] {
  return expectation.cases ?? [expectation]
}

/** A case's concrete path and body for this run's records. */
export function resolveCase(item: Case, fixtures: MatrixFixtures) {
  return {
    path: typeof item.path === 'function' ? item.path(fixtures) : item.path,
    body: typeof item.body === 'function' ? item.body(fixtures) : item.body,
  }
}
