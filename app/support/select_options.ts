/** A record as a list filter's select option: its id as the value, its name as the label. */
export function optionOf(record: { id: number; name: string }) {
  return { value: String(record.id), label: record.name }
}
