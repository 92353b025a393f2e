import type { CargoResponse } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Button, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'
import { useDownload } from './use-download'

/** A response's documents (the power of attorney), each a download button. */
export function DocumentButtons({ documents }: { documents: CargoResponse['documents'] }) {
  const t = useT<HostTextKey | DomainTextKey>()
  const toast = useToast()
  const download = useDownload()
  return (
    <>
      {documents.map((document) => (
        <Button
          key={document.kind}
          size="small"
          data-action="power-of-attorney"
          onClick={() => download(document.url, document.name).catch((error: unknown) => toastFailure(toast, error))}
        >
          {t('responses.power_of_attorney')}
        </Button>
      ))}
    </>
  )
}
