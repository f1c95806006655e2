import { useState } from 'react'
import { useShop } from '~/lib/shop'

/**
 * The user's initials, or their Gravatar when the shop turned pictures on
 * (initials again if the picture fails to load). Off by default: each
 * picture tells gravatar.com who is signed in.
 */
export function Avatar({ src, initials, name }: { src: string; initials: string; name: string }) {
  const { showGravatar } = useShop()
  const [failed, setFailed] = useState(false)
  if (!showGravatar || failed) {
    return (
      <span className="avatar bg-primary text-white" role="img" aria-label={name}>
        {initials}
      </span>
    )
  }
  return <img className="avatar" src={src} alt={name} onError={() => setFailed(true)} />
}
