import type { UserData } from '~/components/users/user_form'

const STATUS: Record<UserData['status'], { label: string; variant: string }> = {
  waiting: { label: 'Waiting for access', variant: 'warning' },
  invited: { label: 'Invited', variant: 'info' },
  active: { label: 'Active', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'secondary' },
}

export function UserStatusBadge({ status }: { status: UserData['status'] }) {
  return <span className={`badge text-bg-${STATUS[status].variant}`}>{STATUS[status].label}</span>
}
