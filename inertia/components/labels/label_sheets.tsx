import { contentBoxes, type LabelPage } from '#common/labels/layout'
import type { LabelField, LabelTemplate } from '#common/labels/templates'
import { Label } from '~/components/labels/label'
import { mm } from '~/lib/labels/mm'
import type { LabelProduct } from '~/lib/labels/types'

/** Sheets (or roll labels) at true size, one per page of the job. */
export function LabelSheets({
  template,
  pages,
  products,
  fields,
  price,
}: {
  template: LabelTemplate
  pages: LabelPage[]
  products: Map<number, LabelProduct>
  fields: LabelField[]
  price: (minor: number) => string
}) {
  // Every label of a template has the same size, so the first one's boxes serve them all.
  const first = pages[0]?.labels[0]
  const boxes = first ? contentBoxes(first.content, fields) : {}
  return (
    <>
      {pages.map((page, pageIndex) => (
        <div
          key={pageIndex}
          className="label-sheet"
          data-testid="label-sheet"
          style={{ width: mm(template.page.width), height: mm(template.page.height) }}
        >
          {page.labels.map((placed) => (
            <Label
              key={placed.position}
              placed={placed}
              product={products.get(placed.key)!}
              boxes={boxes}
              price={price}
            />
          ))}
        </div>
      ))}
    </>
  )
}
