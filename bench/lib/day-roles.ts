/** The signed-in roles of the working day and the demo account (README) each is recorded and benched as. */
export const dayRoles = {
  shipper: 'shipper@example.com',
  logistician: 'logist@example.com',
  manager: 'manager@example.com',
  carrier: 'carrier@example.com',
  security: 'security@example.com',
} as const

export type DayRole = keyof typeof dayRoles
