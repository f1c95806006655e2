/** Every status a record shows on a list or its page, with its one wording and colour. */
const STATUSES = {
  active: { label: 'Active', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'secondary' },
  erased: { label: 'Erased', variant: 'dark' },
  waiting: { label: 'Waiting for access', variant: 'warning' },
  invited: { label: 'Invited', variant: 'info' },
  // Stock moves
  draft: { label: 'Draft', variant: 'secondary' },
  sent: { label: 'In transit', variant: 'info' },
  received: { label: 'Received', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'dark' },
  // Stocktakes (draft and cancelled as above)
  counting: { label: 'Counting', variant: 'primary' },
  review: { label: 'In review', variant: 'warning' },
  posted: { label: 'Posted', variant: 'success' },
  // Orders
  completed: { label: 'Completed', variant: 'success' },
  partially_returned: { label: 'Partly returned', variant: 'warning' },
  returned: { label: 'Returned', variant: 'secondary' },
  voided: { label: 'Voided', variant: 'dark' },
  // Purchase orders (draft, received and cancelled as above)
  ordered: { label: 'Ordered', variant: 'primary' },
  partial: { label: 'Partially received', variant: 'warning' },
  closed: { label: 'Closed', variant: 'secondary' },
  archived: { label: 'Archived', variant: 'secondary' },
} as const

export type Status = keyof typeof STATUSES

/** The one status badge: the same status reads and looks the same on every screen. */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const { label, variant } = STATUSES[status]
  return <span className={`badge text-bg-${variant} ${className ?? ''}`}>{label}</span>
}
