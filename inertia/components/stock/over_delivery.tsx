import { TextField } from '~/components/text_field'

interface Props {
  index: number
  name: string
  line: {
    quantity: number | string | null
    outstanding: number | null
    purchase_order_line_id: number | null
    over_delivery_reason: string
  }
  /** The receipt is against an order: a product off it is an over-delivery too. */
  onOrder: boolean
  error?: string
  onChange: (value: string) => void
}

/**
 * Against an order, what a line still waits for, and the reason the
 * receipt needs when more came than that (or a product not on the order).
 */
export function OverDelivery({ index, name, line, onOrder, error, onChange }: Props) {
  if (!onOrder) return null
  const quantity = typeof line.quantity === 'number' ? line.quantity : 0
  const over =
    line.purchase_order_line_id === null ||
    (line.outstanding !== null && quantity > line.outstanding)
  return (
    <>
      <small className="text-body-secondary d-block mt-1">
        {line.purchase_order_line_id === null
          ? 'Not on the order.'
          : `Outstanding on the order: ${line.outstanding ?? 0}.`}
      </small>
      {over && (
        <TextField
          name={`lines.${index}.over_delivery_reason`}
          id={`line-${index}-over-delivery`}
          label={`Over-delivery reason for ${name}`}
          className="mt-2"
          maxLength={200}
          help="More than the order still waits for: say why it is kept."
          value={line.over_delivery_reason}
          error={error}
          onValueChange={onChange}
        />
      )}
    </>
  )
}
