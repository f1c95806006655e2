import { useEffect, useMemo, useState } from 'react'
import { QUIET_ZONES, SYMBOLOGY_NAMES, symbologyOf } from '#common/barcode'

type ToSVG = typeof import('bwip-js/browser').toSVG

let loading: Promise<ToSVG> | undefined

/**
 * bwip-js is about 250 kB gzipped: it is fetched the first time a barcode is
 * drawn, not with every page that could draw one. A failed fetch is tried
 * again by the next barcode.
 */
function loadBarcodeWriter(): Promise<ToSVG> {
  loading ??= import('bwip-js/browser').then(
    (module) => module.toSVG,
    (error) => {
      loading = undefined
      throw error
    }
  )
  return loading
}

/**
 * A barcode drawn as it will print, with its quiet zones, or nothing when
 * the code cannot be drawn (a wrong check digit, say). Under it, its
 * symbology and digits, or on a receipt (`numberOnly`) the number alone,
 * as text.
 */
export function BarcodeImage({ code, numberOnly = false }: { code: string; numberOnly?: boolean }) {
  const symbology = symbologyOf(code)
  const [toSVG, setToSVG] = useState<ToSVG | null>(null)
  useEffect(() => {
    let mounted = true
    loadBarcodeWriter().then(
      (writer) => mounted && setToSVG(() => writer),
      () => {}
    )
    return () => {
      mounted = false
    }
  }, [])
  const svg = useMemo(() => {
    if (!toSVG) return null
    try {
      const [quietLeft, quietRight] = QUIET_ZONES[symbology]
      const drawn = toSVG({
        bcid: symbology,
        text: code,
        scale: 2,
        height: 14,
        // On a receipt the number is the caption, as text; elsewhere the digits go with the bars.
        includetext: !numberOnly,
        // White modules inside the drawing: a page's margins are not counted on when printed.
        paddingleft: quietLeft,
        paddingright: quietRight,
      })
      // bwip-js sizes the drawing by its viewBox only; let it fill the frame.
      return drawn.replace('<svg ', '<svg width="100%" ')
    } catch {
      return null
    }
  }, [toSVG, code, symbology, numberOnly])
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
        {numberOnly ? (
          <span className="font-monospace">{code}</span>
        ) : (
          <>
            {SYMBOLOGY_NAMES[symbology]} · <span className="font-monospace">{code}</span>
          </>
        )}
      </figcaption>
    </figure>
  )
}
