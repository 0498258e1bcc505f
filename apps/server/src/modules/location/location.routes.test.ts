import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi, demoProjects, projectIdByName } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

describe('GET /api/location/AddressLookUpData', () => {
  it('answers the United States and Canada with their states and provinces', async () => {
    const response = await callApi(app, rep, 'GET', '/location/AddressLookUpData');
    const { Countries } = response.json() as {
      Countries: Array<{
        CountryCode: string;
        Name: string;
        StateProvinces: Array<{ Code: string; Name: string }>;
      }>;
    };
    expect(Countries.map((country) => country.CountryCode)).toEqual(['US', 'CA']);
    expect(Countries[0]?.StateProvinces).toHaveLength(52);
    expect(Countries[0]?.StateProvinces).toContainEqual({ Code: 'DC', Name: 'District of Columbia' });
    expect(Countries[1]?.StateProvinces.map((province) => province.Code)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NT',
      'NS',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect((await callApi(app, null, 'GET', '/location/AddressLookUpData')).statusCode).toBe(401);
  });
});

describe('GET /api/location/{locationId}', () => {
  it('answers the location of a visible project or schedule, 404 to anyone else', async () => {
    const harborId = await projectIdByName(app, demoProjects.harbor);
    const project = (await callApi(app, rep, 'GET', `/Project/${harborId}`)).json();
    const locationId = project.Location.LocationId;
    const response = await callApi(app, rep, 'GET', `/location/${locationId}`);
    expect(response.json()).toMatchObject({ LocationId: locationId, City: 'Baltimore', CountryCode: 'US' });

    const schedule = project.ProjectSchedules[0];
    const withLocation = await callApi(app, rep, 'POST', '/ProjectSchedule/projectschedulelocationupsert', {
      ProjectScheduleId: schedule.ProjectScheduleId,
      RowVersion: 1,
      Location: { Address1: 'Pier 5', City: 'Baltimore', StateProvinceCode: 'MD' },
    });
    const scheduleLocationId = withLocation.json().Location.LocationId;
    expect((await callApi(app, rep, 'GET', `/location/${scheduleLocationId}`)).json().Address1).toBe(
      'Pier 5',
    );

    const contosoRep = await signIn(app, 'rep@contoso.test');
    for (const id of [locationId, scheduleLocationId, 999_999]) {
      expect((await callApi(app, contosoRep, 'GET', `/location/${id}`)).statusCode).toBe(404);
    }
    expect((await callApi(app, null, 'GET', `/location/${locationId}`)).statusCode).toBe(401);
  });
});
