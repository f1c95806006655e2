import { useEffect, useState, type ComponentType } from 'react'

/**
 * A dialog whose code (with Bootstrap's modal, some 9 kB) loads the first
 * time it is shown, not with every page that offers it. Loaded in an effect
 * rather than by React.lazy: a Suspense reveal waits on a timer.
 */
export function loadOnShow<Props extends { show: boolean }>(
  load: () => Promise<ComponentType<Props>>
) {
  let loaded: ComponentType<Props> | null = null
  return function LoadedOnShow(props: Props) {
    const [Dialog, setDialog] = useState(() => loaded)
    useEffect(() => {
      if (!props.show || Dialog) return
      let current = true
      load().then((component) => {
        loaded = component
        if (current) setDialog(() => component)
      })
      return () => {
        current = false
      }
    }, [props.show, Dialog])
    return Dialog ? <Dialog {...props} /> : null
  }
}
