/*
 * The assumptions of the personal survey estimate that are not catalogue factors, each with its
 * source (docs/methodology.md, "Personal survey estimate"). Pure constants: the estimate, the
 * dashboard's survey section and the survey formulas read the same ones.
 */

/** Spec 2 section 9: "230 working days a year" for a full-time week of 5 days. */
export const workedDaysPerYearFullTime = 230;
export const fullTimeDaysPerWeek = 5;

/**
 * Worked weeks a year: 230 / 5 = 46. A part-time respondent works fewer days a week over the same
 * weeks, so yearly counts are "per week × 46" whatever the worked days per week.
 */
export const workedWeeksPerYear = workedDaysPerYearFullTime / fullTimeDaysPerWeek;

/**
 * Business train travel is asked in hours: the average speed that turns hours into km. Cairn's
 * assumption, stated plainly: 100 km/h door to door on the train, between a regional train's
 * and a high-speed train's average commercial speed, since the answer does not say which.
 */
export const trainKmPerHour = 100;

/**
 * A carpool shares the car's emissions among its occupants. Cairn's assumption: 2 occupants
 * (the respondent and one colleague or neighbour), since the answer does not say how many.
 */
export const carpoolOccupants = 2;

/**
 * Electricity of one remote working day, kWh: a laptop (26.5 W) and a screen (50 W) in active
 * mode, the powers of ADEME's digital life-cycle model (`@incubateur-ademe/publicodes-acv-numerique`
 * 2.1.0, rules `acv . ordinateur portable . consommation en mode actif` and `acv . écran .
 * consommation en mode actif`), over a 7-hour day (the French legal week of 35 hours over 5
 * days). (26.5 + 50) W × 7 h = 535.5 Wh = 0.5355 kWh. Home heating is left out: the answer does
 * not say how the home is heated, and the home is heated on remote and office days alike.
 */
export const remoteDayDevices = { laptopW: 26.5, screenW: 50, hoursPerDay: 7 } as const;
export const remoteDayKwh = ((remoteDayDevices.laptopW + remoteDayDevices.screenW) * remoteDayDevices.hoursPerDay) / 1000;

/** The spec's reference sentences (spec 2 section 9): a 15 km one-way commute by car, 5 days a week. */
export const referenceCommute = { oneWayKm: 15, daysPerWeek: fullTimeDaysPerWeek } as const;
