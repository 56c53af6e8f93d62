import { describe, expect, it } from 'vitest';
import { earthRadiusKm, greatCircleKm, isPercentUnit, percentInRange } from './distance.ts';

const paris = { lat: 49.0097, lon: 2.5479 }; // Charles de Gaulle airport
const newYork = { lat: 40.6413, lon: -73.7781 }; // John F. Kennedy airport

describe('the great-circle distance (spec 2: "earth radius 6371 km")', () => {
  it('uses the spec radius', () => {
    expect(earthRadiusKm).toBe(6371);
  });

  it('finds Paris CDG to New York JFK by the haversine formula', () => {
    /*
     * Δφ = 40.6413 − 49.0097 = −8.3684° → sin²(Δφ/2) = sin²(−4.1842°) = 0.0053236
     * Δλ = −73.7781 − 2.5479 = −76.3260° → sin²(Δλ/2) = sin²(−38.1630°) = 0.3818014
     * cos 49.0097° = 0.6559312, cos 40.6413° = 0.7588020
     * a = 0.0053236 + 0.6559312 × 0.7588020 × 0.3818014 = 0.1953546
     * d = 2 × 6371 × asin(√0.1953546) = 12,742 × asin(0.4419893) = 12,742 × 0.4578152 = 5,833.5 km
     */
    expect(greatCircleKm(paris, newYork)).toBeCloseTo(5_833.5, 0); // to the half kilometre
    // The same either way.
    expect(greatCircleKm(newYork, paris)).toBeCloseTo(5_833.5, 0);
  });

  it('gives one degree along a meridian or the equator as 6371 × π / 180 = 111.1949 km', () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.1949, 3);
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.1949, 3);
    // Across the date line, 179.5° E to 179.5° W is that same one degree, not 359.
    expect(greatCircleKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111.1949, 3);
  });

  it('gives a quarter of the equator as 6371 × π / 2 = 10,007.54 km', () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 90 })).toBeCloseTo(10_007.54, 2);
  });

  it('goes over the pole between opposite meridians: 60° N to 60° N is 30° + 30° of arc = 6371 × π / 3 = 6,671.70 km', () => {
    expect(greatCircleKm({ lat: 60, lon: 0 }, { lat: 60, lon: 180 })).toBeCloseTo(6_671.70, 2);
  });

  it('is zero from a place to itself, and half the circumference to its antipode: π × 6371 = 20,015.09 km', () => {
    expect(greatCircleKm(paris, paris)).toBe(0);
    expect(greatCircleKm({ lat: 10, lon: 20 }, { lat: -10, lon: -160 })).toBeCloseTo(20_015.09, 2);
    // Here rounding puts a at 1.0000000000000002, whose square root asin would answer NaN for.
    expect(greatCircleKm({ lat: -88.2, lon: 0 }, { lat: 88.2, lon: 180 })).toBeCloseTo(20_015.09, 2);
    expect(greatCircleKm({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(20_015.09, 2);
  });

  it('has no distance for a place outside the globe, the edges included in it', () => {
    expect(greatCircleKm({ lat: 90.0001, lon: 0 }, paris)).toBeNull();
    expect(greatCircleKm(paris, { lat: 0, lon: -180.5 })).toBeNull();
    expect(greatCircleKm(paris, { lat: Number.NaN, lon: 0 })).toBeNull();
    expect(greatCircleKm({ lat: -90, lon: -180 }, { lat: 90, lon: 180 })).toBeCloseTo(20_015.09, 2);
  });
});

describe('percent-unit fields (spec 2: "min 0 max 100")', () => {
  it("knows a percent unit as '%' or 'percent', whatever the case", () => {
    expect(['%', 'percent', 'Percent', ' PERCENT ', ' % '].map(isPercentUnit)).toEqual([true, true, true, true, true]);
    expect(['percentage', '%CO2', 'kWh', '', null, undefined].map(isPercentUnit)).toEqual([false, false, false, false, false, false]);
  });

  it('keeps a value from 0 to 100, the bounds included', () => {
    expect(percentInRange(0)).toEqual({ percent: 0, problem: null });
    expect(percentInRange(37.5)).toEqual({ percent: 37.5, problem: null });
    expect(percentInRange(100)).toEqual({ percent: 100, problem: null });
  });

  it('holds a value outside in the bounds, and says why', () => {
    const below = percentInRange(-5);
    expect(below.percent).toBe(0);
    expect(below.problem?.text).toBe('Must be zero or more');
    const above = percentInRange(120);
    expect(above.percent).toBe(100);
    expect(above.problem?.key).toBe('validation.message.mustBeHundredOrLess');
    expect(above.problem?.text).toBe('Must be 100 or less');
  });

  it('has no percent for what is not a number', () => {
    expect(percentInRange(Number.NaN)).toMatchObject({ percent: null, problem: { text: 'A number was expected' } });
    expect(percentInRange(Number.POSITIVE_INFINITY).percent).toBeNull();
  });
});
