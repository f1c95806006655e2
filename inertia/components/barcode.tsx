import { useMemo } from 'react'
import { toSVG } from 'bwip-js/browser'
import { SYMBOLOGY_NAMES, symbologyOf } from '#common/barcode'

/**
 * A barcode drawn as it will print, with its symbology and digits, or
 * nothing when the code cannot be drawn (a wrong check digit, say).
 */
export function BarcodeImage({ code }: { code: string }) {
  const symbology = symbologyOf(code)
  const svg = useMemo(() => {
    try {
      const drawn = toSVG({
        bcid: symbology,
        text: code,
        scale: 2,
        height: 14,
        includetext: true,
      })
      // bwip-js sizes the drawing by its viewBox only; let it fill the frame.
      return drawn.replace('<svg ', '<svg width="100%" ')
    } catch {
      return null
    }
  }, [code, symbology])
  if (!svg) return null
  return (
    <figure className="barcode-image mb-0" data-testid="barcode-image">
      <div
        className="bg-white p-2 rounded border"
        style={{ width: 240, maxWidth: '100%' }}
        // bwip-js builds this SVG from the code alone: shapes and text, no script or markup from input.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="small text-body-secondary mt-1">
        {SYMBOLOGY_NAMES[symbology]} · <span className="font-monospace">{code}</span>
      </figcaption>
    </figure>
  )
}
