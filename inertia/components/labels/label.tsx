import type { ContentBoxes, PlacedLabel, TextBox } from '#common/labels/layout'
import { LabelBarcode } from '~/components/labels/label_barcode'
import { mm } from '~/lib/labels/mm'
import type { LabelProduct } from '~/lib/labels/types'
import { keepNumbersWithUnits } from '#common/labels/units'

function TextLine({ box, text }: { box: TextBox; text: string }) {
  return (
    <div
      className="label-text"
      dir="auto"
      style={{
        left: mm(box.x),
        top: mm(box.y),
        width: mm(box.width),
        height: mm(box.height),
        fontSize: mm(box.fontSize),
        lineHeight: mm(box.lineHeight),
        WebkitLineClamp: box.maxLines,
        textAlign: box.align,
        fontWeight: box.bold ? 700 : 400,
      }}
    >
      {text}
    </div>
  )
}

/** One label where the engine placed it: its die-cut outline, then its fields in their boxes. */
export function Label({
  placed,
  product,
  boxes,
  price,
}: {
  placed: PlacedLabel
  product: LabelProduct
  boxes: ContentBoxes
  price: (minor: number) => string
}) {
  return (
    <div>
      <div
        className="label-cut"
        style={{
          left: mm(placed.label.x),
          top: mm(placed.label.y),
          width: mm(placed.label.width),
          height: mm(placed.label.height),
        }}
      />
      <div
        className="label-content"
        data-testid="label"
        style={{
          left: mm(placed.content.x),
          top: mm(placed.content.y),
          width: mm(placed.content.width),
          height: mm(placed.content.height),
        }}
      >
        {boxes.name && <TextLine box={boxes.name} text={keepNumbersWithUnits(product.name)} />}
        {boxes.price && <TextLine box={boxes.price} text={price(product.price)} />}
        {boxes.sku && <TextLine box={boxes.sku} text={product.sku} />}
        {boxes.barcode && product.geometry && (
          <LabelBarcode geometry={product.geometry} box={boxes.barcode} />
        )}
      </div>
    </div>
  )
}
