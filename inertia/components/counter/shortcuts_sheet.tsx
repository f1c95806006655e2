import Modal from 'react-bootstrap/Modal'

const SHORTCUTS: [keys: string[], what: string][] = [
  [['F2'], 'Go to the scan field'],
  [['6', '*'], 'Then scan: adds six of the product scanned'],
  [['Enter'], 'Look up what was typed or scanned'],
  [['Esc'], 'Close the matches, forget a typed quantity'],
  [['F8'], 'Park the sale'],
  [['F9'], 'Complete the sale'],
  [['Enter'], 'On the receipt just printed: the next sale'],
  [['?'], 'This sheet'],
]

/** The counter's keyboard shortcuts, opened with `?`. */
export function ShortcutsSheet({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="shortcuts-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="shortcuts-title" as="h2" className="h5">
          Keyboard shortcuts
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-0">
          {SHORTCUTS.map(([keys, what]) => (
            <div key={`${keys.join('')}-${what}`} className="d-flex gap-3 mb-2">
              <dt className="text-nowrap" style={{ width: '6rem' }}>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' '}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="mb-0">{what}</dd>
            </div>
          ))}
        </dl>
      </Modal.Body>
    </Modal>
  )
}
