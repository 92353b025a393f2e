/**
 * An uploaded JPEG or PNG is checked from its header before anyone decodes it: its width and height (image-size
 * reads them from the PNG header or the JPEG frame header, decoding nothing) must make at most
 * `uploadLimits.imagePixels` pixels, so that no stored image can make a browser or a later reader allocate
 * gigabytes. A header that does not give a size is a damaged file.
 */
import { imageSize } from 'image-size'
import { HttpError } from '../http/errors'
import { limitErrors, uploadLimits } from './limits'

export function checkImage(bytes: Buffer, maxPixels: number = uploadLimits.imagePixels): void {
  let size: { width: number; height: number }
  try {
    size = imageSize(bytes)
  } catch {
    throw new HttpError(422, 'image_unreadable', {}, { file: 'image_unreadable' })
  }
  if (!(size.width > 0 && size.height > 0))
    throw new HttpError(422, 'image_unreadable', {}, { file: 'image_unreadable' })
  if (size.width * size.height > maxPixels) throw limitErrors.pixels(maxPixels, size.width, size.height)
}
