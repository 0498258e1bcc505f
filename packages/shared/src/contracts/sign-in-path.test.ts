import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { binaryResponse, type ContractSchema } from './define-contract.ts';
import { answerSchema, type JsonSchema } from './json-schema-answer.ts';
import { jsonSchemaOf, signInPathContracts } from './sign-in-path.generate.ts';
import * as generated from './sign-in-path.generated.ts';

/** The generated module's exports, read by name below. */
const calls = { ...generated };

type Checked = { jsonSchema: JsonSchema; '~standard': { validate: (value: unknown) => unknown } };

/** A contract's generated answer check; undefined for a binary answer. */
function generatedAnswer(name: keyof typeof signInPathContracts): Checked | undefined {
  const call = calls[name];
  return call.response === binaryResponse ? undefined : (call.response as unknown as Checked);
}

describe('the generated sign-in path (ADR 47)', () => {
  it('holds one call per sign-in path contract and the error shape, nothing else', () => {
    expect(Object.keys(generated).sort()).toEqual(
      [...Object.keys(signInPathContracts), 'apiErrorAnswer'].sort(),
    );
  });

  it.each(Object.keys(signInPathContracts) as (keyof typeof signInPathContracts)[])(
    '%s: the route of its contract, and the JSON Schema zod derives from its response schema',
    (name) => {
      const { contract } = signInPathContracts[name];
      const call = calls[name];
      expect({ method: call.method, path: call.path, access: call.access }).toEqual({
        method: contract.method,
        path: contract.path,
        access: contract.access,
      });
      if (contract.response === binaryResponse) expect(call.response).toBe(binaryResponse);
      else expect(generatedAnswer(name)?.jsonSchema).toEqual(z.toJSONSchema(contract.response));
    },
  );

  it('the error shape is the JSON Schema of apiErrorSchema', () => {
    expect(generated.apiErrorAnswer.jsonSchema).toEqual(z.toJSONSchema(apiErrorSchema));
  });

  it('a schema with a keyword the checker does not read cannot be generated', () => {
    expect(() => jsonSchemaOf(z.string().min(2))).toThrow('does not read minLength');
    expect(() => jsonSchemaOf(z.object({ a: z.number().int() }))).toThrow(/minimum|maximum/);
  });
});

const company = {
  CompanyId: 4,
  Name: 'Northwind Mechanical',
  LogoFileName: 'northwind.png',
  DefaultBrandId: 2,
  DefaultBrand: { BrandId: 2, Name: 'AirQuote', CssClass: 'brand-2' },
  IsInternal: false,
  IsActive: true,
};

/** A valid answer of each contract that has a JSON one, and of the error shape. */
const samples: { name: string; schema: ContractSchema; answer: Checked; value: unknown }[] = [
  { name: 'getClientConfig', value: { InactivityTimeoutSeconds: 900, InactivityCountdownSeconds: 60 } },
  { name: 'getBrands', value: [company.DefaultBrand, { BrandId: 3, Name: 'Other', CssClass: 'b3' }] },
  { name: 'isAuthenticated', value: true },
  { name: 'logoutUser', value: false },
  {
    name: 'login',
    value: { AppUser: { UserId: 7, DefaultCompany: company }, Authenticated: true, UserMessage: '' },
  },
  {
    name: 'getCurrentUserInfo',
    value: {
      ClientId: 'browser-1',
      AppUser: {
        UserId: 7,
        FirstName: 'Nora',
        LastName: 'Walsh',
        EmailAddress: 'nora@northwind.test',
        IsAppAdmin: false,
        IsSysAdmin: false,
        IsInternalEmployee: null,
        UserRoles: [{ UserRoleId: 1, UserRoleLookup: { Value: 'User' } }],
        DefaultCompanyId: 4,
        DefaultCompany: { ...company, DefaultBrand: null },
        UnitSystem: 'SI',
      },
      Employees: [
        {
          EmployeeId: 9,
          UserId: 7,
          CompanyId: 4,
          Company: company,
          CompanyRoles: [{ CompanyRoleId: 2, RoleName: 'Rep', CompanyRoleLookup: { Value: 'Rep' } }],
        },
      ],
      Permissions: ['project.view'],
      EmployeePermissions: [{ CompanyId: 4, Permissions: ['quote.view'] }],
      ImpersonatorUserId: 1,
    },
  },
].map(({ name, value }) => {
  const key = name as keyof typeof signInPathContracts;
  return {
    name,
    value,
    schema: signInPathContracts[key].contract.response as ContractSchema,
    answer: generatedAnswer(key) as Checked,
  };
});
samples.push({
  name: 'apiErrorAnswer',
  schema: apiErrorSchema,
  answer: generated.apiErrorAnswer as unknown as Checked,
  value: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Check the form',
    fieldErrors: { Email: 'Required' },
  },
});

/** What zod's parse makes of a value, in the shape of a Standard Schema result. */
function zodReads(schema: ContractSchema, value: unknown) {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? { value: parsed.data } : { fails: true };
}

function checkerReads(answer: Checked, value: unknown) {
  const result = answer['~standard'].validate(value) as { value?: unknown; issues?: unknown[] };
  return result.issues ? { fails: true } : { value: result.value };
}

/** Every path into a JSON value, the value itself included. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => pathsOf(item, [...path, key]))];
}

type Change = { kind: 'replace' | 'delete' | 'add'; value: unknown; key: string };

/** The value with one change at a path: its node replaced or deleted, or a property added. */
function changed(value: unknown, path: (string | number)[], change: Change): unknown {
  if (path.length === 0) {
    if (change.kind === 'add')
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { ...value, [change.key]: change.value }
        : value;
    return change.kind === 'replace' ? change.value : undefined;
  }
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const node = value as Record<string | number, unknown>;
  if (Array.isArray(node)) {
    const copy: unknown[] = [...node];
    if (rest.length === 0 && change.kind === 'delete') copy.splice(head as number, 1);
    else copy[head as number] = changed(node[head as number], rest, change);
    return copy;
  }
  const copy = { ...node };
  if (rest.length === 0 && change.kind === 'delete') {
    delete copy[head];
    return copy;
  }
  copy[head] = changed(node[head], rest, change);
  return copy;
}

describe('the JSON Schema checker reads every sign-in path answer as zod does', () => {
  it.each(samples.map((sample) => [sample.name, sample] as const))('%s: a valid answer', (_name, sample) => {
    expect(checkerReads(sample.answer, sample.value)).toEqual({ value: sample.value });
    expect(zodReads(sample.schema, sample.value)).toEqual({ value: sample.value });
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))(
    '%s: the answer changed anywhere (a value replaced or removed, a property added) is refused or read alike',
    (_name, sample) => {
      const change = fc.record({
        kind: fc.constantFrom<Change['kind']>('replace', 'delete', 'add'),
        value: fc.oneof(fc.jsonValue(), fc.constantFrom(null, '', 0, true, [], {})),
        key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'Name', 'extra')),
      });
      fc.assert(
        fc.property(fc.constantFrom(...pathsOf(sample.value)), change, (path, edit) => {
          const value = changed(sample.value, path, edit);
          expect(checkerReads(sample.answer, value)).toEqual(zodReads(sample.schema, value));
        }),
        { numRuns: 400 },
      );
    },
  );

  it('refuses a malformed answer: a field missing, of another type, null where not nullable, off the enum', () => {
    const login = samples.find((sample) => sample.name === 'login') as (typeof samples)[number];
    const info = samples.find((sample) => sample.name === 'getCurrentUserInfo') as (typeof samples)[number];
    const loginValue = login.value as Record<string, unknown>;
    const infoValue = info.value as { AppUser: Record<string, unknown> };
    expect(checkerReads(login.answer, { ...loginValue, Authenticated: undefined })).toEqual({ fails: true });
    expect(checkerReads(login.answer, { ...loginValue, Authenticated: 'yes' })).toEqual({ fails: true });
    expect(checkerReads(login.answer, { ...loginValue, UserMessage: null })).toEqual({ fails: true });
    expect(checkerReads(login.answer, null)).toEqual({ fails: true });
    const withUnits = (UnitSystem: unknown) => ({
      ...infoValue,
      AppUser: { ...infoValue.AppUser, UnitSystem },
    });
    expect(checkerReads(info.answer, withUnits('metric'))).toEqual({ fails: true });
    expect(checkerReads(info.answer, withUnits('IP'))).toEqual({ value: withUnits('IP') });
  });

  it('drops properties the contract does not declare, as zod strips them, but keeps a record’s entries', () => {
    const error = { statusCode: 400, error: 'E', message: 'm', debug: 'stack', fieldErrors: { a: 'x' } };
    expect(checkerReads(generated.apiErrorAnswer as unknown as Checked, error)).toEqual({
      value: { statusCode: 400, error: 'E', message: 'm', fieldErrors: { a: 'x' } },
    });
    expect(
      checkerReads(generated.apiErrorAnswer as unknown as Checked, { ...error, fieldErrors: { a: 1 } }),
    ).toEqual({ fails: true });
  });

  it('reads type lists, integers and anyOf by their first fitting option', () => {
    const schema = answerSchema<unknown>({
      anyOf: [{ type: 'integer' }, { type: ['string', 'null'] }, { type: 'object', properties: {} }],
    }) as unknown as Checked;
    expect(checkerReads(schema, 3)).toEqual({ value: 3 });
    expect(checkerReads(schema, 3.5)).toEqual({ fails: true });
    expect(checkerReads(schema, null)).toEqual({ value: null });
    expect(checkerReads(schema, { a: 1 })).toEqual({ value: { a: 1 } });
    expect(checkerReads(schema, [])).toEqual({ fails: true });
  });
});
