import type { AnimalGroup, EnrolmentAction } from './calendar.js';

/**
 * The cooperative's registers that an enrolment's checks read, as its integration imports them
 * (PUT /api/integration/herd): the cattle herd, and the medicine register (treatments with
 * withdrawal periods). The cooperative's system reports when one is unavailable
 * (PUT /api/integration/register-status); the portal's copy may then be out of date.
 */
export const EXTERNAL_REGISTERS = ['herd', 'medicine'] as const;
export type ExternalRegister = (typeof EXTERNAL_REGISTERS)[number];

/**
 * The registers the server's checks of an enrolment read: slaughter is checked against the
 * medicine register (withdrawal periods, medication.ts), and cattle slaughtered or sold must be in
 * the farm's herd. Buying reads neither: the animals are not the farm's yet.
 */
export function registersNeeded(action: EnrolmentAction, group: AnimalGroup): ExternalRegister[] {
  const needed: ExternalRegister[] = [];
  if (group === 'cattle' && action !== 'buy') needed.push('herd');
  if (action === 'slaughter') needed.push('medicine');
  return needed;
}
