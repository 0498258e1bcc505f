import { submittalMessages } from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { fileWorkerPool, RETRY_AFTER_SECONDS } from '../../lib/file-worker-pool.ts';
import { newLineItem, saveBody, saveItemConfiguration } from '../../test/item-configuration-fixtures.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { callApi, createTestProject, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { coilInput, heatPumpInput } from '../../test/selection-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * The submittal package drawn in the file worker (ADR 0043): the cover names the project's real
 * parties, pages are written out as they are done yet every footer has the true page count, and a
 * worker that crashes while drawing answers a clear 503 and the next package is drawn.
 */

let app: App;
let rep: string;
let projectId: number;
const PROJECT = 'Worker Drawn Tower';
const ALL_OPTIONS = [1, 2, 3, 4];

const generate = (body: Record<string, unknown> = {}) =>
  callApi(app, rep, 'POST', '/Project/GenerateSubmittalPdfs', {
    ProjectId: projectId,
    SubmittalOptions: ALL_OPTIONS,
    ...body,
  });

async function addParty(Role: string, CompanyName: string) {
  const response = await callApi(app, rep, 'PUT', '/ProjectParty', {
    ProjectId: projectId,
    Role,
    CompanyName,
    Contacts: [{ Name: `${CompanyName} contact`, EmailAddress: '', Phone: '' }],
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp();
  ({ rep } = await signInDemoAccounts(app, ['rep']));
  const created = await createTestProject(app, rep, PROJECT, ['Levels']);
  projectId = created.projectId;
  const [scheduleId] = created.scheduleIds as [number];
  // Six units with saved selections: enough pages that a package takes the worker a while.
  for (let index = 0; index < 3; index++) {
    const coil = await newLineItem(app, rep, 'FHC-06', scheduleId);
    const savedCoil = await saveItemConfiguration(
      app,
      rep,
      saveBody(coil, { Selection: { Kind: 'Coil', Input: coilInput() } }),
    );
    expect(savedCoil.statusCode, savedCoil.body).toBe(200);
    const heatPump = await newLineItem(app, rep, 'WSV-012', scheduleId);
    const savedHeatPump = await saveItemConfiguration(
      app,
      rep,
      saveBody(heatPump, { Selection: { Kind: 'HeatPump', Input: heatPumpInput() } }),
    );
    expect(savedHeatPump.statusCode, savedHeatPump.body).toBe(200);
  }
  await addParty('EngineerOfRecord', 'Hartwell Engineering Associates');
  await addParty('MechanicalContractor', 'Bayside Mechanical Inc.');
  await addParty('MechanicalContractor', 'Northgate Piping Co.');
  // A party in another role is not named on the cover.
  await addParty('Owner', 'Riverside Holdings LLC');
});
afterAll(async () => app.close());

describe('submittal package drawn in the file worker', () => {
  it("names the project's engineer of record, contractors and project on its cover", async () => {
    const response = await generate();
    expect(response.statusCode, response.body).toBe(200);
    const cover = (await readPdfText(response.rawPayload)).pages[0] ?? '';
    expect(cover).toMatch(/Engineer of record\s+Hartwell Engineering Associates/);
    expect(cover).toMatch(/Contractor\s+Bayside Mechanical Inc\., Northgate Piping Co\./);
    expect(cover).toMatch(new RegExp(`Project\\s+${PROJECT}`));
    expect(cover).not.toContain('Riverside Holdings LLC');
  });

  it('writes pages out as they are done, yet every footer counts the whole package', async () => {
    const response = await generate();
    expect(response.statusCode, response.body).toBe(200);
    // The worker says how long it drew and its memory at the highest.
    expect(String(response.headers['server-timing'])).toMatch(/^draw;dur=\d+;.*heap;dur=\d+;/);
    const pdf = await readPdfText(response.rawPayload);
    // Cover, contents, schedule, 6 units × (features, performance, drawings, engineering), specs per type.
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3 + 6 * 4 + 2);
    pdf.pages.forEach((text, index) => {
      expect(text, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    });
    // The contents, drawn before the pages they list, point at where each unit's pages landed.
    const contents = pdf.pages[1] ?? '';
    const engineeringPage = pdf.pages.findIndex((text) => text.includes('Engineering Data —')) + 1;
    expect(contents).toMatch(new RegExp(`Engineering Data[^\\n]*\\b${engineeringPage}\\b`));
  });

  it('answers 503 with Retry-After when the worker crashes while drawing, and draws the next package', async () => {
    // The thread is started by the packages above; end it while it draws this one.
    const pending = generate();
    const pool = fileWorkerPool();
    const deadline = Date.now() + 10_000;
    while (pool.load.running === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    const [thread] = pool.threads;
    expect(thread).toBeDefined();
    await thread?.terminate();
    const crashed = await pending;
    expect(crashed.statusCode, crashed.body).toBe(503);
    expect(crashed.json().message).toBe(submittalMessages.drawingCrashed);
    expect(crashed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    // Nothing was stored for the failed package; the next one is drawn by a new thread.
    const next = await generate();
    expect(next.statusCode, next.body).toBe(200);
    expect(pool.threads).not.toContain(thread);
  });
});
