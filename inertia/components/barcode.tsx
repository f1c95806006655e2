import { useMemo } from 'react'
import { toSVG } from 'bwip-js/browser'

const GTINS: Record<number, { bcid: string; name: string }> = {
  13: { bcid: 'ean13', name: 'EAN-13' },
  8: { bcid: 'ean8', name: 'EAN-8' },
  12: { bcid: 'upca', name: 'UPC-A' },
}

/** The same rule as the server's app/support/barcode.ts: all-digit 8, 12 or 13 long is a GTIN. */
export function symbologyOf(code: string) {
  return (/^\d+$/.test(code) && GTINS[code.length]) || { bcid: 'code128', name: 'Code 128' }
}

/**
 * A barcode drawn as it will print, with its symbology and digits, or
 * nothing when the code cannot be drawn (a wrong check digit, say).
 */
export function BarcodeImage({ code }: { code: string }) {
  const symbology = symbologyOf(code)
  const svg = useMemo(() => {
    try {
      const drawn = toSVG({
        bcid: symbology.bcid,
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
  }, [code, symbology.bcid])
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
        {symbology.name} · <span className="font-monospace">{code}</span>
      </figcaption>
    </figure>
  )
}
