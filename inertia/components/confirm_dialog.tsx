import { useEffect, useState, type ComponentType } from 'react'
import type { ConfirmDialogProps } from '~/components/confirm_dialog_modal'

let loaded: ComponentType<ConfirmDialogProps> | null = null

/**
 * Asks before a destructive action. The body may hold fields (a password);
 * the confirm button is a submit button, disabled while the request runs.
 * The dialog's code (Bootstrap's modal, some 9 kB) loads the first time it
 * is asked for, not with every page that offers it. Loaded in an effect
 * rather than by React.lazy: a Suspense reveal waits on a timer.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [Dialog, setDialog] = useState(() => loaded)

  useEffect(() => {
    if (!props.show || Dialog) return
    let current = true
    import('~/components/confirm_dialog_modal').then((module) => {
      loaded = module.default
      if (current) setDialog(() => module.default)
    })
    return () => {
      current = false
    }
  }, [props.show, Dialog])

  return Dialog ? <Dialog {...props} /> : null
}
