import { useCallback, useState, useSyncExternalStore, type SetStateAction } from 'react'

const subscribeToNothing = () => () => {}

/**
 * State first read from this browser (localStorage, the network, a media
 * query). The server knows none of it: on a page it rendered, React
 * hydrates with `serverValue()` as the server's HTML has it, and the render
 * right after hydration (React re-renders where the browser's snapshot
 * differs from the server's) shows the browser's value, read when the
 * component mounted, before any effect could store something over it. A
 * page drawn in the browser starts from `read()`.
 */
export function useBrowserState<T>(read: () => T, serverValue: () => T) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  )
  const [state, setState] = useState(() => {
    const browserValue = typeof window === 'undefined' ? null : { value: read() }
    return {
      value: inBrowser && browserValue ? browserValue.value : serverValue(),
      hydrated: inBrowser,
      browserValue,
    }
  })
  // Adjusting state while rendering: the first render after hydration shows it.
  if (inBrowser && !state.hydrated) {
    setState({
      value: state.browserValue ? state.browserValue.value : state.value,
      hydrated: true,
      browserValue: null,
    })
  }
  const setValue = useCallback((next: SetStateAction<T>) => {
    setState((current) => ({
      ...current,
      value: typeof next === 'function' ? (next as (value: T) => T)(current.value) : next,
    }))
  }, [])
  return [state.value, setValue] as const
}
