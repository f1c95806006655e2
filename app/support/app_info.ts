/** The product as the footer and titles name it. */
export const APP_NAME = 'POS Center'
export const APP_VERSION = '1.0'

export function appInfo(now = new Date()) {
  return { name: APP_NAME, version: APP_VERSION, copyrightYear: now.getUTCFullYear() }
}
