import { say, type Message } from '../errorMessages.ts';

/*
 * Two numeric rules of a questionnaire's fields: the distance between two places of a DISTANCE
 * cell (spec 2: "Great-circle distance uses earth radius 6371 km"), and the bounds of a numeric
 * field whose unit is a percent (spec 2: "Percent-unit numeric fields min 0 max 100"). Neither
 * throws: a place or a value the rule cannot take comes back as null or a problem, for the
 * caller to show on its field.
 */

/** The mean earth radius the spec's great-circle distance uses. */
export const earthRadiusKm = 6371;

/** A place's coordinates in decimal degrees, north and east positive. */
export interface Coordinates {
  lat: number;
  lon: number;
}

const validCoordinates = ({ lat, lon }: Coordinates) => Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two places by the haversine formula:
 *   a = sin²(Δφ/2) + cos φ1 · cos φ2 · sin²(Δλ/2),  d = 2 R · asin(√a),  R = 6371 km.
 * Null when a place is outside latitude −90..90 or longitude −180..180 (or not a number), so a
 * wrong place shows as a missing distance rather than a plausible one or a crash.
 */
export function greatCircleKm(from: Coordinates, to: Coordinates): number | null {
  if (!validCoordinates(from) || !validCoordinates(to)) return null;
  const halfLat = Math.sin(radians(to.lat - from.lat) / 2);
  const halfLon = Math.sin(radians(to.lon - from.lon) / 2);
  const a = halfLat ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * halfLon ** 2;
  // Rounding can put `a` a hair above 1 for antipodes, where asin would answer NaN.
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(Math.min(1, a)));
}

/** Whether a unit is a percent: '%' or 'percent', whatever the case and surrounding spaces. */
export function isPercentUnit(unit: string | null | undefined): boolean {
  const normalized = unit?.trim().toLowerCase();
  return normalized === '%' || normalized === 'percent';
}

/**
 * A percent-unit value against its bounds, 0 to 100 inclusive. `percent` is the value held in the
 * bounds (what the field keeps when the client leaves it), `problem` why it had to move: the form
 * may clamp, the server refuses any value with a problem rather than store a changed figure.
 * A value that is not a finite number has no percent.
 */
export function percentInRange(value: number): { percent: number | null; problem: Message | null } {
  if (!Number.isFinite(value)) return { percent: null, problem: say('validation.message.expectedNumber') };
  if (value < 0) return { percent: 0, problem: say('validation.message.mustBeZeroOrMore') };
  if (value > 100) return { percent: 100, problem: say('validation.message.mustBeHundredOrLess') };
  return { percent: value, problem: null };
}
