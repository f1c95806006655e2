import type { ConfirmDialogProps } from '~/components/confirm_dialog_modal'
import { loadOnShow } from '~/lib/load_on_show'

/**
 * Asks before a destructive action. The body may hold fields (a password);
 * the confirm button is a submit button, disabled while the request runs.
 * Its modal's code loads the first time it is asked for.
 */
export const ConfirmDialog = loadOnShow<ConfirmDialogProps>(() =>
  import('~/components/confirm_dialog_modal').then((module) => module.default)
)
