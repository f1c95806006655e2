import type { HttpContext } from '@adonisjs/core/http'

/**
 * Answers with a PDF: shown in the browser (`inline`) or saved
 * (`attachment`), never kept by a cache, since every document here carries
 * a shop's figures.
 */
export function sendPdf(
  response: HttpContext['response'],
  pdf: Uint8Array | Buffer,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline'
) {
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', `${disposition}; filename="${fileName}"`)
  response.header('Cache-Control', 'no-store')
  return response.send(pdf)
}
