import { useState } from 'react'

/** The user's Gravatar, or their initials when there is no image (or it fails to load). */
export function Avatar({ src, initials, name }: { src: string; initials: string; name: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <span className="avatar bg-primary text-white" role="img" aria-label={name}>
        {initials}
      </span>
    )
  }
  return <img className="avatar" src={src} alt={name} onError={() => setFailed(true)} />
}
