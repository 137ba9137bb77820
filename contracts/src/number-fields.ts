/**
 * Number fields of the forms whose blank input is refused as not a number (a sale's or an invoice's amount, an
 * invoice's days until due). Internal to contracts.
 */
import * as yup from 'yup';
import { atMostDecimals } from './validation';

/** A number as a form sends it, where a blank field is no number at all (NaN, so typeError answers it). */
export const blankIsNaN = () =>
  yup
    .number()
    .transform((v: number, raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? NaN : v));

/**
 * A money amount, required, at most `max`, with up to two decimals; zero allowed unless `positive`. Every rule
 * answers the same `message`.
 */
export const moneyField = (message: string, { max, positive }: { max: number; positive: boolean }) => {
  const present = blankIsNaN().typeError(message).required(message);
  return (positive ? present.moreThan(0, message) : present.min(0, message))
    .max(max, message)
    .test(atMostDecimals(2, message));
};
