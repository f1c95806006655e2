/** Why goods come back to the shop (Returns / Create). */
export const RETURN_REASONS = [
  'defective',
  'wrong_item',
  'changed_mind',
  'damaged',
  'other',
] as const

export type ReturnReason = (typeof RETURN_REASONS)[number]

/** How the screens name each reason. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  defective: 'Defective',
  wrong_item: 'Wrong item',
  changed_mind: 'Changed their mind',
  damaged: 'Damaged',
  other: 'Other',
}
