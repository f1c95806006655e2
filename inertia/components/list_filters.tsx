import { SelectField, type SelectFieldOption } from '~/components/select_field'
import { DayInput } from '~/components/day_input'

/**
 * The "Export CSV" button of a list: a download of exactly the rows the
 * list's filters show (their values in the query string, empty ones left
 * out). `path` is the export route's path.
 */
export function ExportCsvLink({
  path,
  filters,
}: {
  path: string
  filters: Record<string, string>
}) {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== '')
  ).toString()
  return (
    <a className="btn btn-outline-primary" href={query ? `${path}?${query}` : path} download>
      <i className="bi bi-download me-1" aria-hidden="true" />
      Export CSV
    </a>
  )
}

/** The Category filter of a catalogue list: every category in use, or all of them. */
export function CategoryFilter({
  value,
  categories,
  onValueChange,
}: {
  value: string
  categories: string[]
  onValueChange: (value: string) => void
}) {
  return (
    <SelectField
      name="category"
      id="filter-category"
      label="Category"
      className=""
      value={value}
      options={[
        { value: '', label: 'All categories' },
        ...categories.map((category) => ({ value: category, label: category })),
      ]}
      onValueChange={onValueChange}
    />
  )
}

/**
 * The Branch filter of a list of branch-owned records: all the user's
 * branches, or one; left out for a user of one branch, where it would
 * choose nothing.
 */
export function BranchFilter({
  value,
  branches,
  onChange,
  allLabel = 'All my branches',
}: {
  value: string
  branches: SelectFieldOption[]
  onChange: (branch: string) => void
  allLabel?: string
}) {
  if (branches.length < 2) return null
  return (
    <SelectField
      name="branch"
      id="filter-branch"
      label="Branch"
      className=""
      value={value}
      options={[{ value: '', label: allLabel }, ...branches]}
      onValueChange={onChange}
    />
  )
}

/** The From and To days of a list, in the shop's way of writing days; each refused beside itself. */
export function DayRangeFilter({
  from,
  to,
  errors,
  onChange,
}: {
  from: string
  to: string
  errors?: Record<string, string>
  onChange: (changes: Record<string, string>) => void
}) {
  return (
    <>
      <DayInput
        id="filter-from"
        label="From"
        value={from}
        error={errors?.from}
        onDayChange={(day) => onChange({ from: day })}
      />
      <DayInput
        id="filter-to"
        label="To"
        value={to}
        error={errors?.to}
        onDayChange={(day) => onChange({ to: day })}
      />
    </>
  )
}
