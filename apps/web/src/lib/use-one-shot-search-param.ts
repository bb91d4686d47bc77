import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Runs `act` once when the URL carries `name=value` and `ready` holds, and drops the parameter so
 * a reload or a shared link does not do it again (start-trial=true, checkout=success).
 */
export function useOneShotSearchParam(name: string, value: string, ready: boolean, act: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams()
  const done = useRef(false)
  const present = searchParams.get(name) === value

  useEffect(() => {
    if (!present || !ready || done.current) return
    done.current = true
    setSearchParams(
      (params) => {
        params.delete(name)
        return params
      },
      { replace: true },
    )
    act()
  })
}
