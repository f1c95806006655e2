import type { Agent } from '#tests/helpers/agent'

/**
 * The areas with a CSV import, each at `/<area>/import` with an
 * `<area>/import_preview` page; a stocktake's counts import into one stocktake.
 */
export type ImportArea = 'customers' | 'products' | 'suppliers' | `stocktakes/${number}`

/** Sends `content` as the import form's file, the way a browser uploads it. */
export function uploadCsv(
  agent: Agent,
  area: ImportArea,
  content: string | Buffer,
  filename = `${area.split('/')[0]}.csv`
) {
  // Sent from the upload form's page, as a browser does.
  return agent.send('POST', `/${area}/import`, undefined, (request) =>
    request
      .header('Referer', `/${area}/import`)
      .file('file', Buffer.from(content), { filename, contentType: 'text/csv' })
  )
}

/** Uploads a file and opens the preview page it leads to. */
export async function previewCsv(agent: Agent, area: ImportArea, content: string) {
  const response = await uploadCsv(agent, area, content)
  response.assertStatus(302)
  const location = response.header('location') as string
  const page = await agent.visit(location)
  page.assertInertiaComponent(`${area.split('/')[0]}/import_preview`)
  return { location, id: location.split('/').pop()!, props: page.inertiaProps.preview }
}

/** A CSV file of exactly `bytes` bytes: `header`, then rows of one filler cell. */
export function csvOfSize(header: string, bytes: number) {
  const head = `${header}\n`
  const row = `${'x'.repeat(63)}\n`
  const rows = row.repeat(Math.floor((bytes - head.length) / row.length))
  return head + rows + 'x'.repeat(bytes - head.length - rows.length)
}
