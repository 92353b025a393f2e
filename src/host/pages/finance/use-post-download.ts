import { useCallback } from 'react'
import { ApiError } from '../../../core/api/errors'
import { fillPath, versionedPath } from '../../../core/contract'
import type { Endpoint } from '../../../core/contract/endpoint'
import { useCore } from '../../../widgets/ui'

/**
 * Saves the file a POST endpoint answers (the 1C export: Windows-1251 bytes, which the JSON client would read as
 * UTF-8 text), with the session's token and language; an error answer becomes the client's `ApiError`.
 */
export function usePostDownload(): (endpoint: Endpoint, body: unknown, name: string) => Promise<void> {
  const core = useCore()
  return useCallback(
    async (endpoint, body, name) => {
      const token = core.session.accessToken.peek()
      const lang = core.i18n.language.peek()
      const url = `${core.api.baseUrl}/api/${versionedPath(fillPath(endpoint.path))}`
      const response = await fetch(url, {
        method: endpoint.method,
        headers: {
          'content-type': 'application/json',
          'accept-language': lang,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
      if (!response.ok) {
        const data = await response.json().catch(() => undefined)
        throw new ApiError({ kind: 'http', status: response.status, method: endpoint.method, url, lang, body: data })
      }
      const disposition = response.headers.get('content-disposition') ?? ''
      const file = /filename="([^"]+)"/.exec(disposition)?.[1] ?? name
      const blobUrl = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = blobUrl
      link.download = file
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000)
    },
    [core],
  )
}
