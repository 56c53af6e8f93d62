/**
 * A plain decimal number, as a person types it into a text answer: an optional sign, digits with
 * an optional decimal point (at least one digit on one side), an optional decimal exponent
 * ("1e3", "2.5E-2"). No grouping separators and no decimal comma: "1,000" and "12,5" are
 * ambiguous between English and French, so they are not numbers.
 */
const plainDecimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The longest text read as a number; longer answers are prose, not figures. */
export const maxNumericTextCharacters = 64;

/**
 * The number a text answer stands for, or NaN when it is not a plain decimal number.
 * `Number()` alone also reads "0x10" as 16, "0b101" as 5, "0o17" as 15 and "Infinity" as
 * Infinity, which a respondent never means: a text answer "0x10" must not count as 16 kWh.
 * Surrounding spaces are ignored (" 12 " is 12); an empty answer, "12abc", "1_000", "Infinity",
 * "NaN" and an exponent that overflows ("1e400") give NaN.
 */
export function numericText(text: string): number {
  const trimmed = text.trim();
  if (trimmed.length > maxNumericTextCharacters || !plainDecimal.test(trimmed)) return NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : NaN;
}
