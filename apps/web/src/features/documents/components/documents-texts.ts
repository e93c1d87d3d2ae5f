/** Texts the documents page's views share. */
export const DOCUMENTS_ERROR_TEXT = 'Kunne ikke laste inn dokumenter.';
export const NO_DOCUMENTS_TEXT = 'Ingen dokumenter.';
