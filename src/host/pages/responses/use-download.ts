import { useCallback } from 'react'
import { useCore } from '../../../widgets/ui'

/** Downloads a file of the API with the session's token (a link cannot carry the bearer header). */
export function useDownload(): (path: string, name: string) => Promise<void> {
  const core = useCore()
  return useCallback(
    async (path, name) => {
      const token = core.session.accessToken.peek()
      const base = core.api.baseUrl
      const response = await fetch(`${base}${path}`, {
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'Accept-Language': core.i18n.language.peek(),
        },
      })
      if (!response.ok) throw new Error(`download failed: ${response.status}`)
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    },
    [core],
  )
}
