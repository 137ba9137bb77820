/** Spec 3 §9: dates are shown MM/DD/YYYY. */
export const DATE_FORMAT = 'MM/DD/YYYY';
