/** Sheep breeds every variant offers (spec/enrolment.md §3 Enumerations). */
export const BASE_SHEEP_BREEDS = [
  'Dala',
  'Rygja',
  'Kvit spælsau',
  'Suffolk',
  'Norsk kvit sau',
  'Norsk pelssau',
  'Gammelnorsk sau',
  'Gammalnorsk spælsau',
  'Blæset',
  'Farga spælsau',
  'Annen',
];
