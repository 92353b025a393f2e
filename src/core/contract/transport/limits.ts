/** Who may call the transport endpoints, and the sizes and limits of the transport area (spec 9). */
import type { Role } from '../roles'

/** Who manages a fleet. */
export const fleetRoles = ['carrier', 'expeditor'] as const satisfies readonly Role[]
/** Shippers and their logisticians: read the trucks assigned to their cargos. */
export const shipperRoles = ['shipper', 'shipper.logist'] as const satisfies readonly Role[]

/** Spec 9: relevant cargos come 30 to a page. */
export const RELEVANT_CARGOS_PAGE_SIZE = 30
/** Spec 9: relevant transport and truck lookups take up to 9999. */
export const RELEVANT_TRANSPORT_LIMIT = 9999
/** Trucks (calendar rows) per page of the calendar. */
export const CALENDAR_PAGE_SIZE = 50
/** The longest date window the calendar answers at once, days. */
export const CALENDAR_MAX_DAYS = 186
/** The longest task, days. */
export const TASK_MAX_DAYS = 366
/** Default radius around a free truck's place when looking for cargos, km (spec 9: 50). */
export const DEFAULT_TASK_RADIUS_KM = 50
export const MAX_TASK_RADIUS_KM = 3000
/** Uploads follow the one rule of scans. */
export { UPLOAD_MAX_BYTES, UploadMimeType, uploadMimeTypes } from '../uploads'
