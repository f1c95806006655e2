import { SelectField } from '~/components/select_field'

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
