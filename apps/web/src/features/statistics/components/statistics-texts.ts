/** The statistics screen's texts, word for word from spec/portal.md §2 and §8. */
export const LOADING_TEXT = 'Laster statistikk...';
export const ERROR_TEXT = 'Kunne ikke laste inn dataen...';
export const NO_DATA_TEXT = 'Du har ikke noe data å vise statistikk for enda...';
export const NO_DISEASES_TEXT = 'Fant ingen sykdommer for valgt filtrering';
