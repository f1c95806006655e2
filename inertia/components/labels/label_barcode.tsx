import { drawBarcode, type BarcodeGeometry, type Box } from '#common/labels/layout'
import { mm } from '~/lib/labels/mm'

/** A product's barcode as vector bars and digits, drawn by the same engine as the PDF. */
export function LabelBarcode({ geometry, box }: { geometry: BarcodeGeometry; box: Box }) {
  const drawing = drawBarcode(geometry, { x: 0, y: 0, width: box.width, height: box.height })
  const path = drawing.bars
    .map((bar) => `M${bar.x} ${bar.y}h${bar.width}v${bar.height}h${-bar.width}z`)
    .join('')
  return (
    <svg
      className="label-barcode"
      role="img"
      aria-label={`Barcode ${geometry.code}`}
      data-code={geometry.code}
      width={mm(box.width)}
      height={mm(box.height)}
      viewBox={`0 0 ${box.width} ${box.height}`}
      style={{ left: mm(box.x), top: mm(box.y) }}
    >
      <path d={path} fill="#000" />
      {drawing.digits.map((digit, index) => (
        <text
          key={index}
          x={digit.x}
          y={digit.baseline}
          fontSize={digit.fontSize}
          textAnchor="middle"
          fill="#000"
        >
          {digit.text}
        </text>
      ))}
    </svg>
  )
}
