import { useLayoutEffect, useRef } from 'react'

/**
 * A ref that holds the value of the last render, for handlers that run
 * later (a scan's answer): they read, and may advance, the latest value
 * rather than the one their closure saw.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
