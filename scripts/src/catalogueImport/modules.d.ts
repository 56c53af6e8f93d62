/*
 * The shapes of the reference-data modules this import reads; their own typings lag behind
 * what they ship.
 */
declare module '@tgwf/co2/data' {
  /** Ember yearly averages, latest year per country: ISO 3166-1 alpha-3 code (or region name) to gCO2e/kWh. */
  export const averageIntensity: { type: string; data: Record<string, number> };
}

declare module '@tgwf/co2/data/electricity-maps' {
  export interface ElectricityMapsZone {
    zone: { zoneName: string; displayName?: string; countryName?: string };
    carbonIntensity: { value: number; unit: string };
  }
  export interface ElectricityMapsYear {
    data: Record<string, ElectricityMapsZone>;
    methodology?: string;
  }
  export const yearly2021: ElectricityMapsYear;
  export const yearly2022: ElectricityMapsYear;
  export const yearly2023: ElectricityMapsYear;
  export const yearly2024: ElectricityMapsYear;
  export const yearly2025: ElectricityMapsYear;
}
