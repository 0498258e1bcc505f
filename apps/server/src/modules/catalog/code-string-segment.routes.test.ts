import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { codeStringValues } from '../../db/schema/catalog-engineering.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import { modelClassIdByName, request } from '../../test/catalog-fixtures.ts';
import { signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let admin: string;
let rep: string;
let engineer: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, rep, engineer } = await signInDemoAccounts(app, ['admin', 'rep', 'engineer']));
});
afterAll(async () => app.close());

type Segment = {
  CodeStringSegmentId: number;
  CodeStringGroupId: number;
  ProductModelClassId: number;
  Name: string;
  DisplayName: string;
  StartPosition: number;
  Length: number;
  Values: Array<{
    Code: string;
    ListPriceAdder: string | null;
    AvailabilityRule: string;
    IsDefault: boolean;
  }>;
};

describe('productcodestringsegments', () => {
  it('lists a class segments in code-string order with values, adders only for price readers', async () => {
    const classId = await modelClassIdByName(app, 'FHC-06');
    const segments: Segment[] = (
      await request(app, rep, 'GET', `/productcodestringsegments?productModelClassId=${classId}`)
    ).json();
    expect(segments.map((segment) => segment.Name).slice(0, 4)).toEqual(['CLASS', 'SIZE', 'PIPE', 'CROW']);
    const positions = segments.map((segment) => segment.StartPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const pipe = segments.find((segment) => segment.Name === 'PIPE');
    expect(pipe?.Values.map((value) => [value.Code, value.ListPriceAdder])).toEqual([
      ['2', '0.00'],
      ['4', '240.00'],
    ]);
    const forEngineer: Segment[] = (
      await request(app, engineer, 'GET', `/productcodestringsegments?productModelClassId=${classId}`)
    ).json();
    expect(
      forEngineer.flatMap((segment) => segment.Values).every((value) => value.ListPriceAdder === null),
    ).toBe(true);
  });

  it('refuses overlapping positions, unknown references and names of the rule language with 400', async () => {
    const classId = await modelClassIdByName(app, 'FHC-06');
    const [pipe]: Segment[] = (
      await request(app, admin, 'GET', `/productcodestringsegments?productModelClassId=${classId}`)
    )
      .json()
      .filter((segment: Segment) => segment.Name === 'PIPE');
    const base = {
      ProductModelClassId: classId,
      CodeStringGroupId: pipe?.CodeStringGroupId,
      Name: 'PAINT',
      DisplayName: 'Paint',
      Length: 1,
    };
    const overlap = await request(app, admin, 'POST', '/productcodestringsegments', {
      ...base,
      StartPosition: pipe?.StartPosition,
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe(
      `Positions ${pipe?.StartPosition}–${pipe?.StartPosition} overlap segment PIPE (${pipe?.StartPosition}–${pipe?.StartPosition}).`,
    );
    const noClass = await request(app, admin, 'POST', '/productcodestringsegments', {
      ...base,
      ProductModelClassId: 99999,
      StartPosition: 40,
    });
    expect(noClass.statusCode).toBe(400);
    expect(noClass.json().message).toBe('Product model class 99999 does not exist.');
    const reserved = await request(app, admin, 'POST', '/productcodestringsegments', {
      ...base,
      Name: 'ANY',
      StartPosition: 40,
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().fieldErrors.Name).toMatch(/rule language/);
    const lowerCase = await request(app, admin, 'POST', '/productcodestringsegments', {
      ...base,
      Name: 'paint',
      StartPosition: 40,
    });
    expect(lowerCase.json().fieldErrors.Name).toMatch(/upper-case/);
  });

  it('adds, changes and removes a segment; a duplicate name is 409; a non-admin gets 403', async () => {
    const classId = await modelClassIdByName(app, 'FHC-06');
    const groups: Segment[] = (
      await request(app, admin, 'GET', `/productcodestringsegments?productModelClassId=${classId}`)
    ).json();
    const body = {
      ProductModelClassId: classId,
      CodeStringGroupId: groups[0]?.CodeStringGroupId,
      Name: 'PAINT',
      DisplayName: 'Paint',
      StartPosition: 40,
      Length: 1,
    };
    expect((await request(app, rep, 'POST', '/productcodestringsegments', body)).statusCode).toBe(403);
    const created = await request(app, admin, 'POST', '/productcodestringsegments', body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().CodeStringSegmentId;
    expect(created.json()).toMatchObject({ Name: 'PAINT', StartPosition: 40, Length: 1, Values: [] });
    const duplicate = await request(app, admin, 'POST', '/productcodestringsegments', {
      ...body,
      StartPosition: 45,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('The model class already has a segment named PAINT.');
    const patched = await request(app, admin, 'PATCH', `/productcodestringsegments/${id}`, {
      DisplayName: 'Cabinet paint',
      Length: 2,
    });
    expect(patched.json()).toMatchObject({
      Name: 'PAINT',
      DisplayName: 'Cabinet paint',
      StartPosition: 40,
      Length: 2,
    });
    expect((await request(app, admin, 'PATCH', `/productcodestringsegments/${id}`, {})).json().message).toBe(
      'Send at least one field to change.',
    );
    const replaced = await request(app, admin, 'PUT', `/productcodestringsegments/${id}`, {
      ...body,
      StartPosition: 41,
    });
    expect(replaced.json()).toMatchObject({ StartPosition: 41, Length: 1, DisplayName: 'Paint' });
    expect((await request(app, admin, 'DELETE', `/productcodestringsegments/${id}`)).json()).toEqual({
      Success: true,
      WarningMessages: [],
    });
    expect((await request(app, admin, 'GET', `/productcodestringsegments/${id}`)).statusCode).toBe(404);
    expect((await request(app, admin, 'DELETE', `/productcodestringsegments/${id}`)).statusCode).toBe(404);
  });

  it('refuses to rename a segment that availability rules name (409), but renames one they do not', async () => {
    const classId = await modelClassIdByName(app, 'FHC-06');
    const segments: Segment[] = (
      await request(app, admin, 'GET', `/productcodestringsegments?productModelClassId=${classId}`)
    ).json();
    const id = (name: string) => segments.find((segment) => segment.Name === name)?.CodeStringSegmentId;
    const named = await request(app, admin, 'PATCH', `/productcodestringsegments/${id('PIPE')}`, {
      Name: 'PIPING',
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toMatch(/^The availability rules of \d+ value\(s\) name segment PIPE;/);
    const free = await request(app, admin, 'PATCH', `/productcodestringsegments/${id('CONN')}`, {
      Name: 'CONNECT',
    });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().Name).toBe('CONNECT');
  });

  it('refuses a Length shorter than its codes, and the delete of a segment chosen on a line item (409)', async () => {
    const classId = await modelClassIdByName(app, 'FHC-06');
    const segments: Segment[] = (
      await request(app, admin, 'GET', `/productcodestringsegments?productModelClassId=${classId}`)
    ).json();
    const size = segments.find((segment) => segment.Name === 'SIZE') as Segment;
    const short = await request(
      app,
      admin,
      'PATCH',
      `/productcodestringsegments/${size.CodeStringSegmentId}`,
      { Length: 1 },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Length 1 is too short for the value code 02.');

    const [lineItem] = await app.deps.db.select().from(projectScheduleLineItems).limit(1);
    const [value] = await app.deps.db
      .select()
      .from(codeStringValues)
      .where(eq(codeStringValues.codeStringSegmentId, size.CodeStringSegmentId));
    await app.deps.db
      .update(projectScheduleLineItems)
      .set({
        productModelValues: [
          {
            CodeStringSegmentId: size.CodeStringSegmentId,
            CodeStringValueId: value?.codeStringValueId as number,
          },
        ],
      })
      .where(
        eq(projectScheduleLineItems.projectScheduleLineItemId, lineItem?.projectScheduleLineItemId as number),
      );
    const inUse = await request(
      app,
      admin,
      'DELETE',
      `/productcodestringsegments/${size.CodeStringSegmentId}`,
    );
    expect(inUse.statusCode).toBe(409);
    // The demo line items come configured with their default options: they choose SIZE too.
    const [{ count } = { count: 0 }] = (
      (await app.deps.db.execute(
        sql`select count(*)::int as count from project_schedule_line_item
          where product_model_values @> ${JSON.stringify([{ CodeStringSegmentId: size.CodeStringSegmentId }])}::jsonb`,
      )) as unknown as { rows: Array<{ count: number }> }
    ).rows;
    expect(count).toBeGreaterThan(1);
    expect(inUse.json().message).toBe(
      `Segment SIZE is chosen on ${count} line item(s); it cannot be deleted while they use it.`,
    );
  });
});
