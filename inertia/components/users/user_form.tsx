import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { EmailField } from '~/components/email_field'
import { NewPasswordFields } from '~/components/new_password_fields'
import { SelectField } from '~/components/select_field'
import { StatusBadge } from '~/components/status_badge'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

export type RoleOption = Data.RoleOption

export type BranchOption = Data.BranchOption

export type UserData = Data.User

/**
 * Name, email, role, branches and, for an existing account, whether it is
 * active. A new account is either invited by email or given a password.
 * `readOnly` shows the same form to someone who may only look; on one's
 * own account (`isSelf`) the role and the active switch are read-only, as
 * the server refuses to change them.
 */
export function UserForm({
  user,
  roles,
  branches,
  readOnly = false,
  isSelf = false,
}: {
  user?: UserData
  roles: RoleOption[]
  branches: BranchOption[]
  readOnly?: boolean
  isSelf?: boolean
}) {
  const form = useForm({
    name: user?.name ?? '',
    email: user?.email ?? '',
    role_id: user?.role ? String(user.role.id) : '',
    branch_ids: user?.branches.map((branch) => branch.id) ?? [],
    is_active: user?.isActive ?? true,
    method: 'invite' as 'invite' | 'password',
    password: '',
    password_confirmation: '',
  })
  const chosenRole = roles.find((role) => String(role.id) === form.data.role_id)
  // A role the actor may not grant still shows as the account's current one.
  const roleOptions =
    user?.role && !roles.some((role) => role.id === user.role!.id)
      ? [...roles, { id: user.role.id, name: user.role.name, allBranches: false }]
      : roles

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      role_id: data.role_id === '' ? null : Number(data.role_id),
    }))
    if (user) form.put(urlFor('users.update', { id: user.id }), { preserveScroll: true })
    else
      form.post(urlFor('users.store'), {
        onFinish: () => form.reset('password', 'password_confirmation'),
      })
  }

  function toggleBranch(id: number, on: boolean) {
    const others = form.data.branch_ids.filter((branch) => branch !== id)
    form.setData('branch_ids', on ? [...others, id] : others)
  }

  return (
    <FormCard
      onSubmit={submit}
      actions={
        readOnly ? undefined : (
          <FormActions
            processing={form.processing}
            submitLabel={
              user ? 'Save' : form.data.method === 'invite' ? 'Create and invite' : 'Create user'
            }
            cancel={{ route: 'users.index' }}
          />
        )
      }
    >
      <fieldset disabled={readOnly}>
        <FormSection
          title="Person"
          help="Their email is where sign-in links and password resets go."
        >
          <TextField
            name="name"
            label="Full name"
            autoComplete="off"
            required
            value={form.data.name}
            error={form.errors.name}
            onValueChange={(value) => form.setData('name', value)}
          />
          <EmailField
            autoComplete="off"
            required
            help={user && !user.emailVerified ? 'This address is not confirmed yet.' : undefined}
            value={form.data.email}
            error={form.errors.email}
            onValueChange={(value) => form.setData('email', value)}
          />
        </FormSection>
        <FormSection
          title="Access"
          help="The role says what they may do; the branches, where they may do it."
        >
          <SelectField
            name="role_id"
            label="Role"
            value={form.data.role_id}
            error={form.errors.role_id}
            options={[
              ...(user?.role ? [] : [{ value: '', label: 'Choose a role' }]),
              ...roleOptions.map((role) => ({ value: String(role.id), label: role.name })),
            ]}
            disabled={isSelf}
            help={isSelf ? 'Someone else has to change your own role.' : undefined}
            onValueChange={(value) => form.setData('role_id', value)}
          />
          <fieldset className="mb-3" aria-describedby="branches-help">
            <legend className="form-label fs-6 mb-1">Branches</legend>
            <div id="branches-help" className="form-text mt-0 mb-2">
              {chosenRole?.allBranches
                ? 'This role sees every branch; the ones ticked here are where the person usually works.'
                : 'The person sees only the branches ticked here.'}
            </div>
            {branches.length === 0 && (
              <p className="text-body-secondary small mb-0">No branch to assign.</p>
            )}
            <div className="row">
              {branches.map((branch) => (
                <div key={branch.id} className="col-sm-6">
                  <div className="form-check">
                    <input
                      id={`branch-${branch.id}`}
                      type="checkbox"
                      className="form-check-input"
                      checked={form.data.branch_ids.includes(branch.id)}
                      onChange={(event) => toggleBranch(branch.id, event.target.checked)}
                    />
                    <label htmlFor={`branch-${branch.id}`} className="form-check-label">
                      {branch.name} <span className="text-body-secondary">({branch.code})</span>
                      {!branch.isActive && <StatusBadge status="inactive" className="ms-1" />}
                    </label>
                  </div>
                </div>
              ))}
            </div>
            {form.errors.branch_ids && (
              <div className="invalid-feedback d-block">{form.errors.branch_ids}</div>
            )}
          </fieldset>
          {user && (
            <div className="form-check form-switch">
              <input
                id="is_active"
                type="checkbox"
                role="switch"
                className={`form-check-input ${form.errors.is_active ? 'is-invalid' : ''}`}
                checked={form.data.is_active}
                disabled={isSelf}
                aria-describedby={form.errors.is_active ? 'is_active-error' : undefined}
                onChange={(event) => form.setData('is_active', event.target.checked)}
              />
              <label htmlFor="is_active" className="form-check-label">
                Active
                <span className="d-block small text-body-secondary">
                  {isSelf
                    ? 'Someone else has to deactivate your own account.'
                    : 'Switching this off signs the person out at once and stops them signing in.'}
                </span>
              </label>
              {form.errors.is_active && (
                <div id="is_active-error" className="invalid-feedback d-block">
                  {form.errors.is_active}
                </div>
              )}
            </div>
          )}
        </FormSection>
        {!user && (
          <FormSection title="How will they sign in?">
            <fieldset>
              <legend className="visually-hidden">How will they sign in?</legend>
              <div className="form-check">
                <input
                  id="method-invite"
                  type="radio"
                  name="method"
                  className="form-check-input"
                  checked={form.data.method === 'invite'}
                  onChange={() => form.setData('method', 'invite')}
                />
                <label htmlFor="method-invite" className="form-check-label">
                  Email an invitation
                  <span className="d-block small text-body-secondary">
                    They choose their own password with a link valid for 7 days.
                  </span>
                </label>
              </div>
              <div className="form-check mb-3">
                <input
                  id="method-password"
                  type="radio"
                  name="method"
                  className="form-check-input"
                  checked={form.data.method === 'password'}
                  onChange={() => form.setData('method', 'password')}
                />
                <label htmlFor="method-password" className="form-check-label">
                  Set a password now
                  <span className="d-block small text-body-secondary">
                    Tell them the password in person; they confirm their email when they first sign
                    in.
                  </span>
                </label>
              </div>
            </fieldset>
            {form.data.method === 'password' && (
              <NewPasswordFields
                label="Initial password"
                confirmationLabel="Initial password again"
                password={form.data.password}
                confirmation={form.data.password_confirmation}
                errors={form.errors}
                onChange={(field, value) => form.setData(field, value)}
              />
            )}
          </FormSection>
        )}
      </fieldset>
    </FormCard>
  )
}
