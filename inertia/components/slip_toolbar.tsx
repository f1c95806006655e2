/** The sizes a slip (a receipt, an X or Z report) prints on, as its PDF does. */
export type SlipPaper = '80mm' | 'a4'

interface Props {
  paper: SlipPaper
  onPaper: (paper: SlipPaper) => void
  /** The slip's PDF on the chosen paper. */
  pdfUrl: string
  onPrint: () => void
}

/**
 * A slip's paper switch, PDF link and Print button: the same on every
 * document the counter prints, so the browser's print and the PDF always
 * use the paper chosen here.
 */
export function SlipToolbar({ paper, onPaper, pdfUrl, onPrint }: Props) {
  return (
    <>
      <div className="btn-group" role="group" aria-label="Paper">
        {(['80mm', 'a4'] as const).map((size) => (
          <button
            key={size}
            type="button"
            className={`btn btn-outline-secondary ${paper === size ? 'active' : ''}`}
            aria-pressed={paper === size}
            onClick={() => onPaper(size)}
          >
            {size === 'a4' ? 'A4' : '80 mm roll'}
          </button>
        ))}
      </div>
      <a className="btn btn-outline-secondary" href={pdfUrl} target="_blank" rel="noreferrer">
        <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
        PDF
      </a>
      <button type="button" className="btn btn-primary" onClick={onPrint}>
        <i className="bi bi-printer me-1" aria-hidden="true" />
        Print
      </button>
    </>
  )
}
