/** Query keys of the new-enrolment screen. */
export const enrolmentKeys = {
  all: ['enrolment'] as const,
  animalKeeping: () => ['enrolment', 'animal-keeping'] as const,
  pickupWeeks: () => ['enrolment', 'pickup-weeks'] as const,
  herd: () => ['enrolment', 'herd'] as const,
  serverDraft: () => ['enrolment', 'server-draft'] as const,
  returnForm: (kind: string) => ['enrolment', 'return-form', kind] as const,
};
