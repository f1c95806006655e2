import { errors } from '@adonisjs/core'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { USERS_PAGE_PERMISSIONS } from '#support/permissions'
import { recordIdMatcher } from '#support/record_id'
import { salesRoutes } from '#start/routes/sales'
import { reportsRoutes } from '#start/routes/reports'
import { stocktakesRoutes } from '#start/routes/stocktakes'
import { tillsRoutes } from '#start/routes/tills'
import { benchRoutes } from '#start/routes/bench'
import { guestRoutes } from '#start/routes/guest'

const HomeController = () => import('#controllers/home_controller')
const SessionController = () => import('#controllers/session_controller')
const EmailVerificationController = () => import('#controllers/email_verification_controller')
const ConfirmPasswordController = () => import('#controllers/confirm_password_controller')
const WaitingController = () => import('#controllers/waiting_controller')
const ProfileController = () => import('#controllers/profile_controller')
const DashboardController = () => import('#controllers/dashboard_controller')
const AuditController = () => import('#controllers/audit_controller')
const CustomersController = () => import('#controllers/customers_controller')
const CustomerImportsController = () => import('#controllers/customer_imports_controller')
const ProductsController = () => import('#controllers/products_controller')
const ProductImportsController = () => import('#controllers/product_imports_controller')
const BranchesController = () => import('#controllers/branches_controller')
const SettingsController = () => import('#controllers/settings_controller')
const RolesController = () => import('#controllers/roles_controller')
const UsersController = () => import('#controllers/users_controller')
const PrintBarcodesController = () => import('#controllers/print_barcodes_controller')
const SearchController = () => import('#controllers/search_controller')
const StocksController = () => import('#controllers/stocks_controller')
const StockMovesController = () => import('#controllers/stock_moves_controller')
// Stock: receiving and adjusting
const StockReceiptsController = () => import('#controllers/stock_receipts_controller')
const StockAdjustmentsController = () => import('#controllers/stock_adjustments_controller')

/** CSV import previews are named by 24 random bytes in base64url. */
const importPreviewId = /^[\w-]{32}$/

router.get('/', [HomeController, 'show']).as('home')

benchRoutes()

guestRoutes()

/** The link from the confirmation mail works signed in or not: its signature is the proof. */
router
  .get('/verify-email/:id/:hash', [EmailVerificationController, 'verify'])
  .where('id', recordIdMatcher)
  .as('verification.verify')

/** Signed in, whatever the state of the account. */
router
  .group(() => {
    router.post('/logout', [SessionController, 'destroy']).as('logout')
    router.get('/verify-email', [EmailVerificationController, 'notice']).as('verification.notice')
    router
      .post('/email/verification-notification', [EmailVerificationController, 'send'])
      .as('verification.send')
    router.get('/profile', [ProfileController, 'edit']).as('profile.edit')
    router.put('/profile', [ProfileController, 'update']).as('profile.update')
    router.put('/profile/password', [ProfileController, 'updatePassword']).as('profile.password')
    router.delete('/profile', [ProfileController, 'destroy']).as('profile.destroy')
  })
  .use(middleware.auth())

/** Signed in with a confirmed email. */
router
  .group(() => {
    router.get('/confirm-password', [ConfirmPasswordController, 'show']).as('password.confirm')
    router
      .post('/confirm-password', [ConfirmPasswordController, 'store'])
      .as('password.confirm.store')
    router.get('/waiting-for-access', [WaitingController, 'show']).as('waiting')
  })
  .use([middleware.auth(), middleware.verified()])

/** The application itself: signed in, verified, with a role, and allowed by it. */
router
  .group(() => {
    router
      .get('/dashboard', [DashboardController, 'show'])
      .as('dashboard')
      .use(middleware.can('dashboard.view'))
    router
      .get('/audit', [AuditController, 'index'])
      .as('audit.index')
      .use(middleware.can('audit.view'))
    router
      .get('/audit/users', [AuditController, 'users'])
      .as('audit.users')
      .use(middleware.can('audit.view'))

    // Roles and users
    router
      .group(() => {
        router.get('/roles', [RolesController, 'index']).as('roles.index')
        router.get('/roles/create', [RolesController, 'create']).as('roles.create')
        router.post('/roles', [RolesController, 'store']).as('roles.store')
        router.get('/roles/:id/edit', [RolesController, 'edit']).as('roles.edit')
        router.put('/roles/:id', [RolesController, 'update']).as('roles.update')
        router.delete('/roles/:id', [RolesController, 'destroy']).as('roles.destroy')
      })
      .where('id', recordIdMatcher)
      .use([middleware.can('roles.manage'), middleware.confirmPassword()])
    router
      .get('/users', [UsersController, 'index'])
      .as('users.index')
      .use(middleware.can(USERS_PAGE_PERMISSIONS))
    router
      .get('/users/:id/edit', [UsersController, 'edit'])
      .as('users.edit')
      .where('id', recordIdMatcher)
      .use([middleware.can(USERS_PAGE_PERMISSIONS), middleware.confirmPassword()])
    router
      .group(() => {
        router.get('/users/create', [UsersController, 'create']).as('users.create')
        router.post('/users', [UsersController, 'store']).as('users.store')
        router.put('/users/:id', [UsersController, 'update']).as('users.update')
        router.post('/users/:id/deactivate', [UsersController, 'deactivate']).as('users.deactivate')
        router.post('/users/:id/activate', [UsersController, 'activate']).as('users.activate')
        router.post('/users/:id/invitation', [UsersController, 'invite']).as('users.invite')
      })
      .where('id', recordIdMatcher)
      .use([middleware.can('users.manage'), middleware.confirmPassword()])

    // Branches
    router
      .get('/branches', [BranchesController, 'index'])
      .as('branches.index')
      .use(middleware.can('branches.view'))
    router
      .group(() => {
        router.get('/branches/create', [BranchesController, 'create']).as('branches.create')
        router.post('/branches', [BranchesController, 'store']).as('branches.store')
        router.get('/branches/:id/edit', [BranchesController, 'edit']).as('branches.edit')
        router.put('/branches/:id', [BranchesController, 'update']).as('branches.update')
        router
          .post('/branches/:id/deactivate', [BranchesController, 'deactivate'])
          .as('branches.deactivate')
        router
          .post('/branches/:id/activate', [BranchesController, 'activate'])
          .as('branches.activate')
        router.delete('/branches/:id', [BranchesController, 'destroy']).as('branches.destroy')
      })
      .where('id', recordIdMatcher)
      .use(middleware.can('branches.manage'))

    // Customers
    router
      .get('/customers', [CustomersController, 'index'])
      .as('customers.index')
      .use(middleware.can('customers.view'))
    router
      .group(() => {
        router.get('/customers/create', [CustomersController, 'create']).as('customers.create')
        router.post('/customers', [CustomersController, 'store']).as('customers.store')
        router.get('/customers/export', [CustomersController, 'export']).as('customers.export')
        router
          .get('/customers/import', [CustomerImportsController, 'create'])
          .as('customers.import')
        router
          .post('/customers/import', [CustomerImportsController, 'store'])
          .as('customers.import.store')
        router
          .get('/customers/import/:id', [CustomerImportsController, 'show'])
          .as('customers.import.show')
          .where('id', importPreviewId)
        router
          .post('/customers/import/:id/confirm', [CustomerImportsController, 'confirm'])
          .as('customers.import.confirm')
          .where('id', importPreviewId)
        router
          .delete('/customers/import/:id', [CustomerImportsController, 'destroy'])
          .as('customers.import.destroy')
          .where('id', importPreviewId)
        router
          .group(() => {
            router.get('/customers/:id/edit', [CustomersController, 'edit']).as('customers.edit')
            router.put('/customers/:id', [CustomersController, 'update']).as('customers.update')
            router
              .post('/customers/:id/deactivate', [CustomersController, 'deactivate'])
              .as('customers.deactivate')
            router
              .post('/customers/:id/activate', [CustomersController, 'activate'])
              .as('customers.activate')
            router
              .post('/customers/:id/erase', [CustomersController, 'erase'])
              .as('customers.erase')
            router
              .delete('/customers/:id', [CustomersController, 'destroy'])
              .as('customers.destroy')
          })
          .where('id', recordIdMatcher)
      })
      .use(middleware.can('customers.manage'))

    // Settings
    router
      .group(() => {
        router.get('/settings', [SettingsController, 'edit']).as('settings.edit')
        router.put('/settings', [SettingsController, 'update']).as('settings.update')
      })
      .use([middleware.can('settings.manage'), middleware.confirmPassword()])

    // Products and labels
    router
      .group(() => {
        router
          .get('/products', [ProductsController, 'index'])
          .as('products.index')
          .use(middleware.can('products.view'))
        router
          .get('/products/create', [ProductsController, 'create'])
          .as('products.create')
          .use(middleware.can('products.manage'))
        router
          .get('/products/new-barcode', [ProductsController, 'generateBarcode'])
          .as('products.new_barcode')
          .use(middleware.can('products.manage'))
        router
          .get('/products/export', [ProductsController, 'export'])
          .as('products.export')
          .use(middleware.can('products.manage'))
        router
          .get('/products/import', [ProductImportsController, 'create'])
          .as('products.import')
          .use(middleware.can('products.manage'))
        router
          .post('/products/import', [ProductImportsController, 'store'])
          .as('products.import.store')
          .use(middleware.can('products.manage'))
        router
          .get('/products/import/:id', [ProductImportsController, 'show'])
          .as('products.import.show')
          .where('id', importPreviewId)
          .use(middleware.can('products.manage'))
        router
          .post('/products/import/:id/confirm', [ProductImportsController, 'confirm'])
          .as('products.import.confirm')
          .where('id', importPreviewId)
          .use(middleware.can('products.manage'))
        router
          .delete('/products/import/:id', [ProductImportsController, 'destroy'])
          .as('products.import.destroy')
          .where('id', importPreviewId)
          .use(middleware.can('products.manage'))
        router
          .post('/products', [ProductsController, 'store'])
          .as('products.store')
          .use(middleware.can('products.manage'))
        router
          .get('/products/:id/edit', [ProductsController, 'edit'])
          .as('products.edit')
          .use(middleware.can('products.view'))
        router
          .put('/products/:id', [ProductsController, 'update'])
          .as('products.update')
          .use(middleware.can('products.manage'))
        router
          .post('/products/:id/deactivate', [ProductsController, 'deactivate'])
          .as('products.deactivate')
          .use(middleware.can('products.manage'))
        router
          .post('/products/:id/activate', [ProductsController, 'activate'])
          .as('products.activate')
          .use(middleware.can('products.manage'))
        router
          .delete('/products/:id', [ProductsController, 'destroy'])
          .as('products.destroy')
          .use(middleware.can('products.manage'))
      })
      .where('id', recordIdMatcher)
    router
      .group(() => {
        router.get('/', [PrintBarcodesController, 'show']).as('products.print_barcodes')
        router
          .get('/search', [PrintBarcodesController, 'search'])
          .as('products.print_barcodes.search')
        router.get('/pdf', [PrintBarcodesController, 'pdf']).as('products.print_barcodes.pdf')
      })
      .prefix('/products/print-barcodes')
      .use(middleware.can('products.print_labels'))

    // Stock: the list, a product's history, the documents it links to
    router
      .group(() => {
        router.get('/stocks', [StocksController, 'index']).as('stocks.index')
        router
          .get('/stocks/export', [StocksController, 'export'])
          .as('stocks.export')
          .use(middleware.can('stock.adjust'))
        router.get('/stocks/history/:id', [StocksController, 'history']).as('stocks.history')
        router.get('/stocks/receipts/:id', [StocksController, 'receipt']).as('stocks.receipts.show')
      })
      .where('id', recordIdMatcher)
      .use(middleware.can('stock.view'))

    // Stock moves (transfers between branches)
    router
      .group(() => {
        router
          .get('/', [StockMovesController, 'index'])
          .as('stock_moves.index')
          .use(middleware.can('transfers.view'))
        router
          .get('/create', [StockMovesController, 'create'])
          .as('stock_moves.create')
          .use(middleware.can('transfers.manage'))
        router
          .get('/products', [StockMovesController, 'products'])
          .as('stock_moves.products')
          .use(middleware.can('transfers.manage'))
        router
          .post('/', [StockMovesController, 'store'])
          .as('stock_moves.store')
          .use(middleware.can('transfers.manage'))
        router
          .get('/:id/edit', [StockMovesController, 'edit'])
          .as('stock_moves.edit')
          .use(middleware.can('transfers.view'))
        router
          .put('/:id', [StockMovesController, 'update'])
          .as('stock_moves.update')
          .use(middleware.can('transfers.manage'))
        router
          .post('/:id/send', [StockMovesController, 'send'])
          .as('stock_moves.send')
          .use(middleware.can('transfers.manage'))
        router
          .post('/:id/receive', [StockMovesController, 'receive'])
          .as('stock_moves.receive')
          .use(middleware.can('transfers.receive'))
        router
          .post('/:id/cancel', [StockMovesController, 'cancel'])
          .as('stock_moves.cancel')
          .use(middleware.can('transfers.manage'))
      })
      .prefix('/stock-moves')
      .where('id', recordIdMatcher)

    // Stock: receiving (Stocks / Add) and adjusting (Stocks / Edit)
    router
      .group(() => {
        router.get('/stocks/add', [StockReceiptsController, 'create']).as('stocks.add')
        router
          .get('/stocks/add/products', [StockReceiptsController, 'products'])
          .as('stocks.add.products')
        router.post('/stocks/receipts', [StockReceiptsController, 'store']).as('stocks.receive')
      })
      .use(middleware.can('stock.receive'))
    router
      .group(() => {
        router.get('/stocks/:id/edit', [StockAdjustmentsController, 'edit']).as('stocks.edit')
        router.put('/stocks/:id', [StockAdjustmentsController, 'update']).as('stocks.adjust')
      })
      .where('id', recordIdMatcher)
      .use(middleware.can('stock.adjust'))
    router
      .group(() => {
        router.get('/stocks/adjust', [StockAdjustmentsController, 'at']).as('stocks.adjust_at')
        router
          .post('/stocks/adjust', [StockAdjustmentsController, 'adjustAt'])
          .as('stocks.adjust_at.store')
      })
      .use(middleware.can('stock.adjust'))

    // Stocktakes: counting a branch's shelves, the variance and the post (start/routes/stocktakes.ts)
    stocktakesRoutes()
    tillsRoutes()

    // Sales: the counter, orders, receipts, voids and returns (start/routes/sales.ts)
    salesRoutes()

    // Reports, read from the daily sales rollups (start/routes/reports.ts)
    reportsRoutes()

    // Header search
    router.get('/search', [SearchController, 'index']).as('search')
  })
  .use([middleware.auth(), middleware.verified(), middleware.hasRole()])

/**
 * Unknown paths answer 404 through the full middleware stack, so the error
 * page carries the session, the signed-in user and the security headers.
 * Registered last: every real route matches first.
 */
router
  .any('/*', ({ request }) => {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  })
  .as('not_found')
