/**
 * Whose farm the user sees (spec §6): 'farm' for a farmer, and for staff acting as a farmer;
 * 'staff' for staff acting for nobody, who have no farm, so a farm's data is neither fetched nor
 * shown for them (the server would answer 403 NO_FARM_SELECTED); 'pending' until that is known.
 */
export type FarmAccess = 'pending' | 'staff' | 'farm';
