/**
 * Label stock the shop prints on. Pure data and arithmetic with no imports,
 * so the print page runs the same code in the browser for its true-size
 * preview (see layout.ts). All lengths are millimetres.
 *
 * Sheet margins and gaps are those of the common A4 label sheets, so every
 * label lands on its die-cut position:
 * - 3 x 7 at 63.5 x 38.1 (Avery L7160 and its equivalents): 15.15 top,
 *   7.25 left, 2.54 between columns, none between rows;
 * - 4 x 10 at 48.5 x 25.4 (40 per sheet, e.g. Herma 4610): 21.5 top, 8 left,
 *   no gaps.
 * A thermal roll prints one label per page, the page being the label.
 */
export interface LabelTemplate {
  id: string
  name: string
  kind: 'sheet' | 'roll'
  page: { width: number; height: number }
  label: { width: number; height: number }
  columns: number
  rows: number
  /** Position of the first label's top-left corner on the page. */
  margin: { top: number; left: number }
  /** Space between neighbouring labels. */
  gap: { x: number; y: number }
  /** Inset of the printed content inside each label. */
  padding: number
  /** Largest top or left offset, either way, that keeps the print on the stock. */
  maxOffset: number
}

export const LABEL_TEMPLATES: readonly LabelTemplate[] = [
  {
    id: 'a4-3x7',
    name: 'A4 sheet, 3 × 7 labels, 63.5 × 38.1 mm',
    kind: 'sheet',
    page: { width: 210, height: 297 },
    label: { width: 63.5, height: 38.1 },
    columns: 3,
    rows: 7,
    margin: { top: 15.15, left: 7.25 },
    gap: { x: 2.54, y: 0 },
    padding: 2.5,
    maxOffset: 5,
  },
  {
    id: 'a4-4x10',
    name: 'A4 sheet, 4 × 10 labels, 48.5 × 25.4 mm',
    kind: 'sheet',
    page: { width: 210, height: 297 },
    label: { width: 48.5, height: 25.4 },
    columns: 4,
    rows: 10,
    margin: { top: 21.5, left: 8 },
    gap: { x: 0, y: 0 },
    padding: 2,
    maxOffset: 5,
  },
  {
    id: 'roll-50x25',
    name: 'Thermal roll, 50 × 25 mm',
    kind: 'roll',
    page: { width: 50, height: 25 },
    label: { width: 50, height: 25 },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    gap: { x: 0, y: 0 },
    padding: 2,
    maxOffset: 2,
  },
  {
    id: 'roll-58x40',
    name: 'Thermal roll, 58 × 40 mm',
    kind: 'roll',
    page: { width: 58, height: 40 },
    label: { width: 58, height: 40 },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    gap: { x: 0, y: 0 },
    padding: 2.5,
    maxOffset: 2,
  },
]

export const LABEL_TEMPLATE_IDS = LABEL_TEMPLATES.map((template) => template.id)

export const DEFAULT_TEMPLATE_ID = 'a4-3x7'

export function findTemplate(id: string) {
  return LABEL_TEMPLATES.find((template) => template.id === id)
}

export function labelsPerPage(template: LabelTemplate) {
  return template.columns * template.rows
}

/** What a label can show, in the order it is laid out. */
export const LABEL_FIELDS = ['name', 'price', 'sku', 'barcode'] as const
export type LabelField = (typeof LABEL_FIELDS)[number]

/** Most labels of one product, and of one print job. */
export const MAX_LABELS_PER_PRODUCT = 500
export const MAX_LABELS_PER_JOB = 2000
export const MAX_PRODUCTS_PER_JOB = 200
