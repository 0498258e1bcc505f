// Issue 4 figure: PUT /api/ItemSelection/GetRRResults (every FHC fan coil × cooling-coil rows, 4-pipe,
// chilled and hot water solved for flow from a leaving fluid temperature) against the built server on
// the embedded database, signed in as rep@northwind.test. Target: at least 1,600 requests per second (issue #13; issue #4 asked 1,000).
// Two loads, each 2 s warm-up then `duration` s at `connections` connections (autocannon):
//   repeated: the same request every time (an integration polling, a screen reopened): served from the
//             answer cache after the first, so it measures the HTTP path, sign-in check and catalog version.
//   varied:   a new entering wet bulb on every request, so no answer is cached and the engine runs each
//             time (the judged figure).
// Prints requests per second and p50/p95/p99 latency (p95 from every response time, autocannon's
// histogram has no p95). Standalone: node bench/selection-api.mjs (starts its own server).
import autocannon from 'autocannon';
import {
  host,
  isMain,
  latencyPercentiles,
  loginToken,
  requireServerBuild,
  startBenchServer,
  withTimeout,
} from './lib.mjs';

export const selectionApiTarget = { reqPerSec: 1600 };

/** The FHC class: its id comes from the item configuration inputs of one of its models. */
async function fanCoilClassId(baseUrl, headers) {
  const response = await fetch(`${baseUrl}/api/projectschedulelineitem/getitemconfigurationinputs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ProductModelName: 'FHC-06' }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`getitemconfigurationinputs answered ${response.status}: ${JSON.stringify(body)}`);
  return body.ProductModel.ProductModelClassId;
}

function selectionBody(classId, wetBulb) {
  const fluid = (enteringF, leavingF) => ({
    SelectionMethod: 2,
    FluidType: 40,
    GlycolPercent: 0,
    EnteringFluidF: enteringF,
    FluidGpm: null,
    LeavingFluidF: leavingF,
    FilterMethod: 1,
    FilterTarget: null,
  });
  return {
    ProductModelClassId: classId,
    MotorType: 1,
    FanSpeed: 3,
    SelectBy: 2,
    EspInWg: 0.15,
    CoilConnection: 1,
    AltitudeFt: 0,
    CoolingEnteringDbF: 80,
    CoolingEnteringWbF: wetBulb,
    HeatingEnteringDbF: 70,
    CoilConfiguration: 2,
    ConfigurationType: 1,
    Cooling: fluid(45, 55),
    Heating: fluid(180, 160),
    HeatCoilRows: null,
    ElectricHeatCapacity: null,
    ProductModelIds: [],
  };
}

/** One autocannon run; `nextBody` gives each request's body (or a fixed `body`). Every answer must be 200 with Success. */
async function load({ url, headers, body, nextBody, connections, duration }) {
  if (!url.startsWith(`http://${host}:`)) throw new Error(`Refusing to load anything but ${host}: ${url}`);
  const latencies = [];
  let failures = 0;
  const options = {
    url,
    method: 'PUT',
    headers,
    connections,
    duration,
    timeout: 10,
    ...(nextBody
      ? {
          requests: [
            { method: 'PUT', setupRequest: (request) => ({ ...request, body: JSON.stringify(nextBody()) }) },
          ],
        }
      : { body: JSON.stringify(body) }),
  };
  const run = autocannon(options);
  run.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) failures++;
    latencies.push(responseTime);
  });
  const result = await withTimeout(run, (duration + 20) * 1000, `autocannon PUT ${url}`);
  if (failures > 0 || result.errors > 0 || result.timeouts > 0 || result.requests.total === 0) {
    throw new Error(
      `${url}: ${result.requests.total} requests, ${failures} not 200, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const seconds = result.duration || duration;
  return {
    connections,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.total / seconds),
    ...latencyPercentiles(latencies),
  };
}

/** Measures GetRRResults with a repeated and a varied request. */
export async function benchSelectionApi(baseUrl, { connections = 20, duration = 10 } = {}) {
  const token = await loginToken(baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const classId = await fanCoilClassId(baseUrl, headers);
  const url = `${baseUrl}/api/ItemSelection/GetRRResults`;

  const check = await fetch(url, {
    method: 'PUT',
    headers,
    body: JSON.stringify(selectionBody(classId, 67)),
  });
  const answer = await check.json();
  if (check.status !== 200 || answer.Success !== true || answer.Results.length === 0) {
    throw new Error(`GetRRResults answered HTTP ${check.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  // Wet bulbs never repeated within a run (a new one per request), all within the rated range.
  let counter = 0;
  const nextBody = () => selectionBody(classId, 62 + ((counter++ * 0.000_37) % 8));

  console.log(
    `  GetRRResults: ${answer.Results.length} candidates per answer; warm-up 2 s each at ${connections} connections`,
  );
  await load({ url, headers, body: selectionBody(classId, 67), connections, duration: 2 });
  await load({ url, headers, nextBody, connections, duration: 2 });
  console.log(`  GetRRResults: repeated request ${duration} s, then a new request each time ${duration} s`);
  const repeated = await load({ url, headers, body: selectionBody(classId, 67), connections, duration });
  const varied = await load({ url, headers, nextBody, connections, duration });
  return {
    target: `>= ${selectionApiTarget.reqPerSec} req/s`,
    pass: varied.reqPerSec >= selectionApiTarget.reqPerSec,
    candidates: answer.Results.length,
    repeated,
    varied,
  };
}

export function describeSelectionApi(result) {
  const line = (name, run) =>
    `${name} ${run.reqPerSec} req/s, p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms (${run.connections} connections)`;
  return [
    line('GetRRResults, new request each time:', result.varied),
    line('GetRRResults, repeated request:     ', result.repeated),
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const server = await startBenchServer();
  try {
    const result = await benchSelectionApi(server.baseUrl);
    for (const text of describeSelectionApi(result)) console.log(text);
    console.log(`Target ${result.target} (new request each time): ${result.pass ? 'PASS' : 'MISS'}`);
  } finally {
    await server.dispose();
  }
}
