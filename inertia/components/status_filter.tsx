import { SelectField } from '~/components/select_field'

/**
 * The Status filter of a list whose records are active or inactive;
 * `allLabel` names the choice that shows both.
 */
export function StatusFilter({
  value,
  allLabel,
  onValueChange,
}: {
  value: string
  allLabel: string
  onValueChange: (value: string) => void
}) {
  return (
    <SelectField
      name="status"
      id="filter-status"
      label="Status"
      className=""
      value={value}
      options={[
        { value: '', label: allLabel },
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ]}
      onValueChange={onValueChange}
    />
  )
}
