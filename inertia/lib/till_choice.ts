/**
 * The till this device sells from, remembered in the browser: chosen once
 * (opening a session or visiting one on the Tills page), then sent with
 * every sale so the server files it in that till's open session.
 */
const KEY = 'pos-center.till'

export function rememberedTill(): number | null {
  if (typeof window === 'undefined') return null
  const value = Number(window.localStorage.getItem(KEY))
  return Number.isInteger(value) && value > 0 ? value : null
}

export function rememberTill(tillId: number) {
  if (typeof window !== 'undefined') window.localStorage.setItem(KEY, String(tillId))
}
