import { useState, type FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import { TextField } from '~/components/text_field'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

/**
 * A till's own steps for who manages tills: rename it, archive it (once no
 * session is open on it) or bring it back. A till is never deleted.
 */
export function TillManage({ till }: { till: Data.Till }) {
  const [renaming, setRenaming] = useState(false)
  const form = useForm({ name: till.name })
  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('tills.update', { id: till.id }), {
      preserveScroll: true,
      onSuccess: () => setRenaming(false),
    })
  }
  return (
    <div className="mt-3 border-top pt-2">
      {renaming ? (
        <form onSubmit={submit} aria-label={`Rename ${till.name}`}>
          <TextField
            name="name"
            id={`till-name-${till.id}`}
            label="Name"
            value={form.data.name}
            error={form.errors.name}
            onValueChange={(value) => form.setData('name', value)}
          />
          <button type="submit" className="btn btn-primary me-2" disabled={form.processing}>
            Save name
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setRenaming(true)}
          >
            Rename<span className="visually-hidden"> {till.name}</span>
          </button>
          {(!till.isActive || !till.session) && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() =>
                router.post(
                  urlFor(till.isActive ? 'tills.archive' : 'tills.activate', { id: till.id }),
                  {},
                  { preserveScroll: true }
                )
              }
            >
              {till.isActive ? 'Archive' : 'Reactivate'}
              <span className="visually-hidden"> {till.name}</span>
            </button>
          )}
        </div>
      )}
    </div>
  )
}
