/**
 * The cooperative's registers that an enrolment's checks read, as its integration imports them
 * (PUT /api/integration/herd): the cattle herd, and the medicine register (treatments with
 * withdrawal periods). The cooperative's system reports when one is unavailable
 * (PUT /api/integration/register-status); the portal's copy may then be out of date.
 */
export const EXTERNAL_REGISTERS = ['herd', 'medicine'] as const;
export type ExternalRegister = (typeof EXTERNAL_REGISTERS)[number];
