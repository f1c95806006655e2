import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import Toast from 'react-bootstrap/Toast'
import ToastContainer from 'react-bootstrap/ToastContainer'
import type { SharedProps } from '~/types'

const VARIANTS = { success: 'success', error: 'danger', warning: 'warning', info: 'info' } as const

/** Shows each flash message of the current page as a toast that hides after 5 seconds. */
export function FlashToasts() {
  const { flash } = usePage<SharedProps>().props
  const [visible, setVisible] = useState<Record<string, boolean>>({})

  useEffect(() => {
    setVisible(Object.fromEntries(Object.keys(flash ?? {}).map((key) => [key, true])))
  }, [flash])

  return (
    <ToastContainer position="top-end" className="p-3" style={{ zIndex: 1090 }}>
      {(Object.keys(VARIANTS) as (keyof typeof VARIANTS)[])
        .filter((key) => flash?.[key])
        .map((key) => (
          <Toast
            key={key}
            bg={VARIANTS[key]}
            show={visible[key] ?? false}
            onClose={() => setVisible((state) => ({ ...state, [key]: false }))}
            delay={5000}
            autohide
            role={key === 'error' ? 'alert' : 'status'}
          >
            <Toast.Body
              className={`d-flex align-items-start gap-2 ${key === 'warning' || key === 'info' ? '' : 'text-white'}`}
            >
              <span className="flex-grow-1">{flash[key]}</span>
              <button
                type="button"
                className={`btn-close ${key === 'warning' || key === 'info' ? '' : 'btn-close-white'}`}
                aria-label="Close"
                onClick={() => setVisible((state) => ({ ...state, [key]: false }))}
              />
            </Toast.Body>
          </Toast>
        ))}
    </ToastContainer>
  )
}
