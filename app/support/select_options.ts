/** A record as a list filter's select option: its id as the value, its name as the label. */
export function optionOf(record: { id: number; name: string }) {
  return { value: String(record.id), label: record.name }
}

/** A branch as a list filter's option, a closed one marked so (the stocks list offers them). */
export function branchOptionOf(branch: { id: number; name: string; isActive: boolean }) {
  return optionOf({
    id: branch.id,
    name: branch.isActive ? branch.name : `${branch.name} (inactive)`,
  })
}
