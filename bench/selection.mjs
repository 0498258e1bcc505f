// Issue 4 figure: one fan-coil selection in the shared selection engine (packages/shared/src/selection),
// in this Node process: every candidate model (the 7 reference fan coil sizes) × cooling-coil rows
// (2, 3, 4) × fan speed (low, medium, high), 4-pipe, chilled and hot water both solved for flow from a
// leaving fluid temperature (the heavier selection method). Target: median < 2 ms (issue #13).
// Wall-clock times are the figure; CPU times (process.cpuUsage) are printed beside them because other
// work on a 2-core machine stretches wall time but not the engine's own CPU time.
// Standalone: node bench/selection.mjs (bundles the TypeScript with esbuild first, ~1 s).
import path from 'node:path';
import { importBundle, isMain, repoRoot, roundTo, summarize } from './lib.mjs';

export const selectionTarget = { medianMs: 2 };

const round = (ms) => roundTo(ms, 3);

/**
 * The engine bundled by esbuild as the server bundles it (apps/server/build.mjs): the figure is the
 * production code's, not a development transform's.
 */
function loadEngine() {
  return importBundle({
    name: 'selection',
    contents: `export * as engine from './select-coil-units.ts';\nexport * as fixtures from './test-fixtures.ts';`,
    resolveDir: path.join(repoRoot, 'packages/shared/src/selection'),
  });
}

/** Runs the selection many times and returns median/p95 of the full sweep and of one speed. */
export async function benchSelection({ iterations = 1500, warmup = 200 } = {}) {
  const { engine, fixtures } = await loadEngine();
  const models = fixtures.fanCoilModels;
  // A user typing: the entering wet bulb changes between keystrokes (nothing but calibration is cached).
  const inputs = [66, 66.5, 67, 67.5, 68].flatMap((wetBulb) =>
    [1, 2, 3].map((fanSpeed) =>
      fixtures.coilInput({
        FanSpeed: fanSpeed,
        EspInWg: 0.15,
        CoolingEnteringWbF: wetBulb,
        Cooling: { SelectionMethod: 2, FluidGpm: null, LeavingFluidF: 55 },
        Heating: { SelectionMethod: 2, LeavingFluidF: 160 },
      }),
    ),
  );

  const coldStart = performance.now();
  const first = engine.selectCoilUnits(inputs[0], models);
  const firstCallMs = performance.now() - coldStart;
  const candidates = first.length;
  const withNumbers = first.filter((result) => result.Cooling?.TotalMbh !== null).length;

  const sweep = [];
  const sweepCpu = [];
  const oneSpeed = [];
  for (let iteration = 0; iteration < warmup + iterations; iteration++) {
    const group = (iteration % 5) * 3;
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    for (let speed = 0; speed < 3; speed++) engine.selectCoilUnits(inputs[group + speed], models);
    const swept = performance.now();
    const cpu = process.cpuUsage(cpuStarted);
    engine.selectCoilUnits(inputs[group + 2], models);
    const ended = performance.now();
    if (iteration >= warmup) {
      sweep.push(swept - started);
      sweepCpu.push((cpu.user + cpu.system) / 1000);
      oneSpeed.push(ended - swept);
    }
  }
  const all = summarize(sweep, 3);
  return {
    target: `median < ${selectionTarget.medianMs} ms for every candidate model, rows and speed`,
    pass: all.medianMs < selectionTarget.medianMs,
    models: models.length,
    candidatesPerSpeed: candidates,
    candidatesWithNumbers: withNumbers,
    firstCallMs: round(firstCallMs),
    allSpeeds: all,
    allSpeedsCpu: summarize(sweepCpu, 3),
    oneSpeed: summarize(oneSpeed, 3),
  };
}

const ms = (value) => `${value.toFixed(2)} ms`;

export function describeSelection(result) {
  return [
    `Fan-coil selection, ${result.models} models × 3 rows × 3 speeds (${result.candidatesPerSpeed * 3} candidates): median ${ms(result.allSpeeds.medianMs)}, p95 ${ms(result.allSpeeds.p95Ms)} (${result.allSpeeds.runs} runs; CPU median ${ms(result.allSpeedsCpu.medianMs)}, p95 ${ms(result.allSpeedsCpu.p95Ms)})`,
    `One speed (${result.candidatesPerSpeed} candidates): median ${ms(result.oneSpeed.medianMs)}, p95 ${ms(result.oneSpeed.p95Ms)}`,
    `First call, calibrating every coil: ${ms(result.firstCallMs)}`,
  ];
}

if (isMain(import.meta.url)) {
  const result = await benchSelection();
  for (const line of describeSelection(result)) console.log(line);
  console.log(`Target ${result.target}: ${result.pass ? 'PASS' : 'MISS'}`);
}
