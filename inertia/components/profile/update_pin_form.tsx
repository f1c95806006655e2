import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { urlFor } from '~/lib/routes'
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from '#common/pins'

/** The till PIN: approves a cashier's exception (managers) and takes over a shared till. */
export function UpdatePinForm({ hasPin }: { hasPin: boolean }) {
  const form = useForm({ current_password: '', pin: '', pin_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('profile.pin'), { preserveScroll: true, onFinish: () => form.reset() })
  }

  const pinProps = {
    type: 'password',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    pattern: `[0-9]{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}`,
    minLength: PIN_MIN_LENGTH,
    maxLength: PIN_MAX_LENGTH,
    required: true,
  }
  return (
    <FormCard
      onSubmit={submit}
      label="Till PIN"
      actions={
        <FormActions processing={form.processing} submitLabel={hasPin ? 'Change PIN' : 'Set PIN'} />
      }
    >
      <FormSection
        title="Till PIN"
        help={`${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits, not a run or a repeat (1234, 0000). At the till it approves a cashier's exception. ${hasPin ? 'A PIN is set.' : 'No PIN is set yet.'}`}
      >
        <TextField
          name="current_password"
          id="pin_current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={form.data.current_password}
          error={form.errors.current_password}
          onValueChange={(value) => form.setData('current_password', value)}
        />
        <TextField
          name="pin"
          label="New PIN"
          {...pinProps}
          value={form.data.pin}
          error={form.errors.pin}
          onValueChange={(value) => form.setData('pin', value)}
        />
        <TextField
          name="pin_confirmation"
          label="New PIN again"
          {...pinProps}
          value={form.data.pin_confirmation}
          error={form.errors.pin_confirmation}
          onValueChange={(value) => form.setData('pin_confirmation', value)}
        />
      </FormSection>
    </FormCard>
  )
}
