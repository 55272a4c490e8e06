import { useEffect, useState } from 'react'

let hydrating = true

/** False on the server and during hydration, true afterwards. */
export function useHydrated() {
	const [hydrated, setHydrated] = useState(() => !hydrating)
	useEffect(() => {
		hydrating = false
		setHydrated(true)
	}, [])
	return hydrated
}
