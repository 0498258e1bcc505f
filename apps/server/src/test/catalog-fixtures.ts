import type { App } from '../app.ts';
import { findModelsByName } from '../db/seed/catalog-data.ts';
import { bearer } from './test-app.ts';

/** Helpers for catalog API tests: any method (the generic base paths use PATCH and DELETE) and ids by name. */
export function request(
  app: App,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function modelIdByName(app: App, name: string): Promise<number> {
  const model = (await findModelsByName(app.deps.db, [name])).get(name);
  if (!model) throw new Error(`no model ${name}`);
  return model.productModelId;
}

export async function modelClassIdByName(app: App, modelName: string): Promise<number> {
  const model = (await findModelsByName(app.deps.db, [modelName])).get(modelName);
  if (!model) throw new Error(`no model ${modelName}`);
  return model.productModelClassId;
}
