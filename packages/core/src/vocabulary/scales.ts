/**
 * EUROP carcass classes with −/+ in the order of the 15-step scale (DESIGN.md §7): index 0 is
 * P- (step 1) … index 14 is E+ (step 15). Written with ASCII '-' so they survive Excel, PDF fonts
 * and the cooperative's own files unchanged.
 */
export const EUROP_CLASSES = ['P-', 'P', 'P+', 'O-', 'O', 'O+', 'R-', 'R', 'R+', 'U-', 'U', 'U+', 'E-', 'E', 'E+'] as const;
export type EuropClass = (typeof EUROP_CLASSES)[number];

/** Fat groups 1- … 5+ on the same 15-step idea: index 0 is 1- (step 1) … index 14 is 5+. */
export const FAT_GROUPS = ['1-', '1', '1+', '2-', '2', '2+', '3-', '3', '3+', '4-', '4', '4+', '5-', '5', '5+'] as const;
export type FatGroup = (typeof FAT_GROUPS)[number];
