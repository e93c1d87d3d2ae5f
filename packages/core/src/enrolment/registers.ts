import type { AnimalGroup, EnrolmentAction } from '../vocabulary/enumerations.js';
import type { ExternalRegister } from '../vocabulary/registers.js';

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
