import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { PercentInput } from '~/components/percent_input'
import type { NumericValue } from '~/components/numeric_field'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

export interface PermissionGroup {
  area: string
  label: string
  permissions: { key: string; label: string }[]
}

export type RoleData = Data.Role

/**
 * Name, description, the permission catalogue as checkboxes grouped by
 * area, branch scope and discount cap. The Administrator role shows its
 * rights fixed: it always holds all of them.
 */
export function RoleForm({ role, groups }: { role?: RoleData; groups: PermissionGroup[] }) {
  const fixed = role?.isSystem ?? false
  const form = useForm<{
    name: string
    description: string
    permissions: string[]
    all_branches: boolean
    max_discount_bp: NumericValue
  }>({
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: role?.permissions ?? ['dashboard.view'],
    all_branches: role?.allBranches ?? false,
    max_discount_bp: role?.maxDiscountBp ?? 0,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (role) form.put(urlFor('roles.update', { id: role.id }))
    else form.post(urlFor('roles.store'))
  }

  function toggle(key: string, on: boolean) {
    const others = form.data.permissions.filter((permission) => permission !== key)
    form.setData('permissions', on ? [...others, key] : others)
  }

  function toggleArea(group: PermissionGroup, on: boolean) {
    const keys = group.permissions.map((permission) => permission.key)
    const others = form.data.permissions.filter((permission) => !keys.includes(permission))
    form.setData('permissions', on ? [...others, ...keys] : others)
  }

  return (
    <FormCard
      onSubmit={submit}
      actions={
        <FormActions
          processing={form.processing}
          submitLabel={role ? 'Save role' : 'Create role'}
          cancel={{ route: 'roles.index' }}
        />
      }
    >
      <FormSection title="Role" help="A name staff recognise, such as the job it goes with.">
        <TextField
          name="name"
          label="Name"
          required
          maxLength={60}
          value={form.data.name}
          error={form.errors.name}
          onValueChange={(value) => form.setData('name', value)}
        />
        <TextField
          name="description"
          label="Description"
          maxLength={255}
          value={form.data.description}
          error={form.errors.description}
          onValueChange={(value) => form.setData('description', value)}
        />
      </FormSection>
      <FormSection
        title="Reach"
        help="Where members may work and how far they may go on their own."
      >
        <div className="form-check form-switch mb-3">
          <input
            id="all_branches"
            type="checkbox"
            role="switch"
            className={`form-check-input${form.errors.all_branches ? ' is-invalid' : ''}`}
            disabled={fixed}
            checked={form.data.all_branches}
            aria-invalid={form.errors.all_branches ? true : undefined}
            aria-describedby={form.errors.all_branches ? 'all_branches-error' : undefined}
            onChange={(event) => form.setData('all_branches', event.target.checked)}
          />
          <label htmlFor="all_branches" className="form-check-label">
            All branches
            <span className="d-block small text-body-secondary">
              Members see every branch; otherwise only the ones assigned to them.
            </span>
          </label>
          {form.errors.all_branches && (
            <div id="all_branches-error" className="invalid-feedback d-block">
              {form.errors.all_branches}
            </div>
          )}
        </div>
        <PercentInput
          name="max_discount_bp"
          label="Discount cap"
          disabled={fixed}
          help="The largest discount a member may give on an order, from 0 to 100 %, such as 12.5."
          value={form.data.max_discount_bp}
          error={form.errors.max_discount_bp}
          onValueChange={(value) => form.setData('max_discount_bp', value)}
        />
      </FormSection>
      <FormSection
        title="Permissions"
        help={
          fixed
            ? 'The Administrator role always holds every permission in every branch.'
            : 'What members of this role may see and do.'
        }
      >
        {form.errors.permissions && (
          <div className="alert alert-danger" role="alert" id="permissions-error">
            {form.errors.permissions}
          </div>
        )}
        <div className="row g-3">
          {groups.map((group) => {
            const keys = group.permissions.map((permission) => permission.key)
            const held = keys.filter((key) => form.data.permissions.includes(key)).length
            return (
              <div key={group.area} className="col-sm-6">
                <fieldset className="card h-100" disabled={fixed}>
                  <div className="card-body">
                    <legend className="h6 d-flex justify-content-between align-items-center mb-2">
                      <span>{group.label}</span>
                      {keys.length > 1 && (
                        <button
                          type="button"
                          className="btn btn-link btn-sm p-0"
                          onClick={() => toggleArea(group, held < keys.length)}
                        >
                          {held < keys.length ? 'All' : 'None'}
                          <span className="visually-hidden"> in {group.label}</span>
                        </button>
                      )}
                    </legend>
                    {group.permissions.map((permission) => (
                      <div key={permission.key} className="form-check">
                        <input
                          id={`permission-${permission.key}`}
                          type="checkbox"
                          className="form-check-input"
                          checked={form.data.permissions.includes(permission.key)}
                          onChange={(event) => toggle(permission.key, event.target.checked)}
                        />
                        <label
                          htmlFor={`permission-${permission.key}`}
                          className="form-check-label"
                        >
                          {permission.label}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
              </div>
            )
          })}
        </div>
      </FormSection>
    </FormCard>
  )
}
