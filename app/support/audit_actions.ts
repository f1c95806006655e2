/**
 * Every action the audit trail records, with the words its readers see:
 * the log reads "Changed price", not `product.price_changed`. An action is
 * recorded only if it is named here (`recordAudit` takes an `AuditAction`),
 * so no event shows up in the log as code.
 */
export const AUDIT_ACTIONS = {
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'auth.login_failed': 'Failed to sign in',
  'auth.login_refused': 'Sign-in refused: too many attempts',
  'auth.lockout': 'Sign-in blocked after repeated failures',
  'auth.login_slowed': 'Sign-ins slowed after repeated failures',
  'auth.session_ended': 'Session ended',
  'auth.password_reset_requested': 'Asked for a password reset',
  'auth.password_reset': 'Reset their password',
  'user.registered': 'Registered',
  'user.created': 'Created account',
  'user.invited': 'Sent an invitation',
  'user.invitation_accepted': 'Accepted the invitation',
  'user.updated': 'Changed account',
  'user.role_changed': 'Changed role',
  'user.activated': 'Reactivated account',
  'user.deactivated': 'Deactivated account',
  'user.email_verified': 'Confirmed email',
  'user.profile_updated': 'Changed their name',
  'user.email_changed': 'Changed their email',
  'user.password_changed': 'Changed their password',
  'user.deleted': 'Deleted their account',
  'role.created': 'Created role',
  'role.updated': 'Changed role',
  'role.deleted': 'Deleted role',
  'branch.created': 'Created branch',
  'branch.updated': 'Changed branch',
  'branch.activated': 'Reactivated branch',
  'branch.deactivated': 'Deactivated branch',
  'branch.deleted': 'Deleted branch',
  'customer.created': 'Added customer',
  'customer.updated': 'Changed customer',
  'customer.erased': 'Erased customer',
  'customer.deleted': 'Deleted customer',
  'customer.imported': 'Imported customers',
  'product.created': 'Added product',
  'product.updated': 'Changed product',
  'product.price_changed': 'Changed price',
  'product.activated': 'Reactivated product',
  'product.deactivated': 'Deactivated product',
  'product.deleted': 'Deleted product',
  'product.imported': 'Imported products',
  'settings.updated': 'Changed settings',
  // Stock moves (transfers)
  'transfer.created': 'Drafted stock move',
  'transfer.updated': 'Changed draft stock move',
  'transfer.sent': 'Sent stock move',
  'transfer.received': 'Received stock move',
  'transfer.cancelled': 'Cancelled stock move',
  // Stock: receiving and adjusting
  'stock.received': 'Received stock',
  'stock.adjusted': 'Adjusted stock',
  'product.cost_changed': 'Changed cost',
  // Sales: parked at the counter
  'order.parked': 'Parked a sale',
  'order.resumed': 'Completed a parked sale',
  'order.discarded': 'Discarded a parked sale',
  // Sales: exceptions a manager approved at the till, and changed prices
  'approval.granted': 'Approved at the till',
  'order.approved': 'Sold with a manager’s approval',
  'order.price_changed': 'Sold at a changed price',
  // Sales: sent later from a till that sold offline
  'order.recorded_offline': 'Recorded a sale made offline',
  'order.offline_kept': 'Kept an offline sale for review',
  'order.offline_resolved': 'Resolved an offline sale',
  // Till PINs
  'user.pin_set': 'Set their till PIN',
  'auth.pin_failed': 'Wrong till PIN',
  'auth.pin_throttled': 'Till PIN refused: too many attempts',
  // Cashiers sharing a till
  'auth.till_locked': 'Locked the till',
  'auth.till_unlocked': 'Unlocked the till',
  'auth.cashier_switched': 'Handed the till over',
  // Stocktakes
  'stocktake.created': 'Created stocktake',
  'stocktake.started': 'Started counting',
  'stocktake.corrected': 'Corrected a count',
  'stocktake.counts_imported': 'Imported counts',
  'stocktake.finished': 'Finished counting',
  'stocktake.recounted': 'Recounted stocktake line',
  'stocktake.posted': 'Posted stocktake',
  'stocktake.cancelled': 'Cancelled stocktake',
  // Sales: after the sale
  'order.voided': 'Voided order',
  'order.updated': 'Changed order details',
  'return.created': 'Took a return',
  // Purchasing
  'supplier.created': 'Added supplier',
  'supplier.updated': 'Changed supplier',
  'supplier.activated': 'Reactivated supplier',
  'supplier.archived': 'Archived supplier',
  'supplier.deleted': 'Deleted supplier',
  'supplier.imported': 'Imported suppliers',
  'purchase_order.created': 'Drafted purchase order',
  'purchase_order.updated': 'Changed purchase order',
  'purchase_order.ordered': 'Placed purchase order',
  'purchase_order.sent': 'Sent purchase order to the supplier',
  'purchase_order.closed': 'Closed purchase order',
  'purchase_order.cancelled': 'Cancelled purchase order',
  'stock_level.reorder_changed': 'Changed branch reorder level',
  // Tills
  'till.created': 'Created till',
  'till.updated': 'Changed till',
  'till.archived': 'Archived till',
  'till.activated': 'Reactivated till',
  'till.opened': 'Opened till session',
  'till.cash_in': 'Paid cash into a till',
  'till.cash_out': 'Paid cash out of a till',
  'till.closed': 'Closed till session',
  'till.report_printed': 'Printed a till report',
  // Quick keys
  'quick_keys.saved': 'Arranged the counter’s quick keys',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

/** The words for an action; one recorded before it was named here reads as it was stored. */
export function auditActionLabel(action: string) {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action
}
