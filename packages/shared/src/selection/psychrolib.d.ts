/**
 * Types for the parts of psychrolib 1.1.1 the engine uses. The package is CommonJS without types:
 * `module.exports` is one Psychrometrics instance, so it is a default import in Node, vitest and Vite.
 * All functions use the unit system set by SetUnitSystem (the engine sets IP, see psychrometrics.ts).
 */
declare module 'psychrolib' {
  type Psychrolib = {
    readonly IP: number;
    readonly SI: number;
    SetUnitSystem(unitSystem: number): void;
    GetUnitSystem(): number | undefined;
    GetStandardAtmPressure(altitudeFt: number): number;
    GetSatVapPres(dryBulbF: number): number;
    /** d ln(saturation vapour pressure) / dT. */
    dLnPws_(dryBulbF: number): number;
    GetSatHumRatio(dryBulbF: number, pressurePsia: number): number;
    GetSatAirEnthalpy(dryBulbF: number, pressurePsia: number): number;
    GetMoistAirEnthalpy(dryBulbF: number, humidityRatio: number): number;
    GetMoistAirVolume(dryBulbF: number, humidityRatio: number, pressurePsia: number): number;
    GetHumRatioFromTWetBulb(dryBulbF: number, wetBulbF: number, pressurePsia: number): number;
    GetHumRatioFromRelHum(dryBulbF: number, relativeHumidity: number, pressurePsia: number): number;
    GetHumRatioFromEnthalpyAndTDryBulb(enthalpyBtuLb: number, dryBulbF: number): number;
    GetTWetBulbFromHumRatio(dryBulbF: number, humidityRatio: number, pressurePsia: number): number;
    GetTDewPointFromHumRatio(dryBulbF: number, humidityRatio: number, pressurePsia: number): number;
    GetRelHumFromHumRatio(dryBulbF: number, humidityRatio: number, pressurePsia: number): number;
    GetTDryBulbFromEnthalpyAndHumRatio(enthalpyBtuLb: number, humidityRatio: number): number;
  };
  const psychrolib: Psychrolib;
  // biome-ignore lint/style/noDefaultExport: describes a CommonJS module, whose module.exports is the default import
  export default psychrolib;
}
