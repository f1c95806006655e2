import { Head, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { Block } from '~/template/block'

export default function Dashboard() {
  const user = usePage<SharedProps>().props.auth.user!
  return (
    <>
      <Head title="Dashboard" />
      <h1 className="h3 mb-4">Welcome, {user.name}</h1>
      <div className="row g-3">
        <div className="col-md-6">
          <Block title="Your role" className="h-100" reloads={['auth']}>
            <p className="fs-5 mb-0" data-testid="dashboard-role">
              {user.role?.name ?? 'No role yet'}
            </p>
          </Block>
        </div>
        <div className="col-md-6">
          <Block
            title={user.role?.allBranches ? 'Branches (all)' : 'Your branches'}
            className="h-100"
            reloads={['auth']}
          >
            {user.branches.length ? (
              <ul className="list-unstyled mb-0" data-testid="dashboard-branches">
                {user.branches.map((branch) => (
                  <li key={branch.id}>
                    <span className="badge text-bg-secondary me-2">{branch.code}</span>
                    {branch.name}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-0 text-body-secondary">No branch assigned yet.</p>
            )}
          </Block>
        </div>
      </div>
    </>
  )
}
