import dayjs from 'dayjs';

/** Spec 3 §9 date formats. */
export const DATE_FORMAT = 'MM/DD/YYYY';
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

export const formatDate = (iso: string): string => dayjs(iso).format(DATE_FORMAT);
export const formatDateTime = (iso: string): string => dayjs(iso).format(DATE_TIME_FORMAT);
