/** A gap in the page numbers, shown as an ellipsis. */
export const GAP = 'gap'

/**
 * The pages a pagination offers: the first, the last and the current one
 * with two either side, with a gap where pages are left out. A gap of a
 * single page shows that page instead, since its number takes no more room.
 */
export function pageNumbers(current: number, last: number): (number | typeof GAP)[] {
  const shown = new Set([1, last])
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= last) shown.add(page)
  }
  const pages = [...shown].sort((a, b) => a - b)
  const items: (number | typeof GAP)[] = []
  for (const page of pages) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) items.push(GAP)
    items.push(page)
  }
  return items
}
