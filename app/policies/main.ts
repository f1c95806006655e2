/**
 * Policies per resource, pre-registered with Bouncer so they can be named.
 * Each resource area adds its policy here when it is built.
 */
export const policies = {
  // Roles and users
  RolePolicy: () => import('#policies/role_policy'),
  UserPolicy: () => import('#policies/user_policy'),

  // Branches
  BranchPolicy: () => import('#policies/branch_policy'),

  // Customers
  CustomerPolicy: () => import('#policies/customer_policy'),

  // Settings
  SettingsPolicy: () => import('#policies/settings_policy'),

  // Dashboard and header search
  DashboardPolicy: () => import('#policies/dashboard_policy'),

  // Audit log
  AuditPolicy: () => import('#policies/audit_policy'),

  // Products
  ProductPolicy: () => import('#policies/product_policy'),

  // Stock
  StockPolicy: () => import('#policies/stock_policy'),

  // Stocktakes
  StocktakePolicy: () => import('#policies/stocktake_policy'),

  // Stock moves
  StockMovePolicy: () => import('#policies/stock_move_policy'),

  // Sales sent from tills that sold offline
  OfflineSalePolicy: () => import('#policies/offline_sale_policy'),

  // Purchasing
  SupplierPolicy: () => import('#policies/supplier_policy'),
  PurchaseOrderPolicy: () => import('#policies/purchase_order_policy'),

  // Sales
  OrderPolicy: () => import('#policies/order_policy'),
  ReturnPolicy: () => import('#policies/return_policy'),
  ApprovalPolicy: () => import('#policies/approval_policy'),
  QuickKeyPolicy: () => import('#policies/quick_key_policy'),

  // Reports
  ReportPolicy: () => import('#policies/report_policy'),

  // Tills
  TillPolicy: () => import('#policies/till_policy'),
  TillSessionPolicy: () => import('#policies/till_session_policy'),
}
