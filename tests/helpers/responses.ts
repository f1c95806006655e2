import type { ApiResponse } from '@japa/api-client'

/** The status of a request, for checks that need nothing else from the response. */
export async function statusOf(request: Promise<ApiResponse>) {
  const response = await request
  return response.status()
}

/** The body of a request as text (CSV downloads). */
export async function textOf(request: Promise<ApiResponse>) {
  const response = await request
  return response.text()
}
