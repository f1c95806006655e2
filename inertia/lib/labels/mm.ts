/** A length of the layout engine (millimetres) as CSS, so 1 mm on screen is 1 mm of label. */
export const mm = (value: number) => `${value}mm`
