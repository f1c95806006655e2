/** CSV import previews are named by 24 random bytes in base64url. */
export const importPreviewId = /^[\w-]{32}$/
