import { AUTH_TOKEN_HEADER, GENERIC_ERROR_MESSAGE } from '@airquote/shared/contracts/api-constants';
import {
  type AnswerSchema,
  binaryResponse,
  buildContractPath,
  type Contract,
  type ContractCall,
  type ContractInput,
  type ContractResponse,
} from '@airquote/shared/contracts/define-contract';
import { apiErrorAnswer } from '@airquote/shared/contracts/sign-in-path.generated';
import { env } from '../config/env.ts';
import { type BinaryFile, fileNameFromDisposition } from './binary-file.ts';
import { sessionStore } from './session-store.ts';
import { decideOnNewToken } from './token-rules.ts';

/** A failed call: status 0 for network errors; message is safe to show to the user. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 401 or 403: the server refuses the session, which signs out (spec section 8). */
const refusesSession = (status: number) => status === 401 || status === 403;

/** Whether a failed call was the server refusing the session (not a network failure or another error). */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiCallError && refusesSession(error.status);
}

type SessionEndHandler = () => void;
let onSessionEnded: SessionEndHandler = () => {};

/** The session feature registers what happens on 401/403 or a token of another user (logout). */
export function setSessionEndHandler(handler: SessionEndHandler): void {
  onSessionEnded = handler;
}

/**
 * A change of session that ends in a full-page navigation (impersonation start or stop, logout).
 * Between the switch call and the navigation the old page is still alive: a request it made under
 * the new session (a list refetched as it re-rendered for the new user) could meet a 403 and, by
 * the spec's rule, sign the new session out. So while a switch is under way other calls wait; once
 * the page is being left, no call is sent and no answer is acted on.
 */
let switchGate: Promise<void> | null = null;
let pageLeaving = false;

/** A promise that never settles (the page goes away), rejecting only if its caller aborts it. */
function untilLeft<T>(signal: AbortSignal | undefined): Promise<T> {
  return new Promise<T>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

/**
 * Runs the call that switches the session (its own request is sent at once) while every other call
 * waits. When it fails, the waiting calls go on. When it succeeds, `onSwitched` runs at once (it
 * stores what the new session needs and leaves the page with leavePage); the waiting calls, released
 * only then, see the page being left and are never sent.
 */
export async function switchSession<T>(call: () => Promise<T>, onSwitched: (result: T) => void): Promise<T> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  switchGate = gate;
  try {
    const result = await call();
    onSwitched(result);
    return result;
  } finally {
    if (switchGate === gate) switchGate = null;
    release();
  }
}

/** A page as it loads: no switch under way, not being left (jsdom tests start each test so). */
export function resetPageState(): void {
  switchGate = null;
  pageLeaving = false;
}

/** Whether the page is being left (a logout under way need not start again). */
export function isLeavingPage(): boolean {
  return pageLeaving;
}

/**
 * From now on this page neither calls nor ends sessions, but for calls made with switchesSession
 * (the logout call itself): the page is about to be left.
 */
export function startLeavingPage(): void {
  pageLeaving = true;
}

/** Leaves the page by a full navigation: from now on this page neither calls nor ends sessions. */
export function leavePage(go: () => void): void {
  startLeavingPage();
  go();
}

export function apiUrl(path: string): string {
  return `${env.apiBaseUrl}api${path}`;
}

/** Applies a token carried by a response by the replacement rules of spec section 4. */
function applyResponseToken(response: Response): boolean {
  const newToken = response.headers.get(AUTH_TOKEN_HEADER);
  if (!newToken) return true;
  const decision = decideOnNewToken(sessionStore.getToken(), newToken, sessionStore.getImpersonatingUserId());
  if (decision === 'logout') {
    onSessionEnded();
    return false;
  }
  sessionStore.setToken(newToken);
  return true;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Checks an answer with its Standard Schema (ADR 47): a zod schema's own check, or the sign-in path's
 * zod-free one (json-schema-answer.ts); so this module imports no zod.
 */
async function checkAnswer<T>(
  schema: AnswerSchema<T>,
  value: unknown,
): Promise<{ ok: true; value: T } | { ok: false; issues: unknown }> {
  const result = await schema['~standard'].validate(value);
  return result.issues ? { ok: false, issues: result.issues } : { ok: true, value: result.value };
}

/**
 * The one way the web app calls the server: typed by the shared contract, bearer token attached,
 * answers checked with the contract's schema, errors turned into ApiCallError. Takes a zod contract
 * or the sign-in path's zod-free form of one (ContractCall, ADR 47).
 */
export async function callApi<C extends Contract>(
  contract: C | ContractCall<C>,
  input: ContractInput<C>,
  options: {
    signal?: AbortSignal;
    switchesSession?: boolean;
    /**
     * A 401/403 is thrown to the caller without signing out: for a call asked beside the sign-in
     * check (its refusal is the check's to act on, which keeps the address to come back to).
     */
    refusalLeftToCaller?: boolean;
  } = {},
): Promise<ContractResponse<C, BinaryFile>> {
  if (!options.switchesSession) {
    if (switchGate) await switchGate;
    if (pageLeaving) return untilLeft(options.signal);
  }
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = apiUrl(buildContractPath(contract.path, parts.params)) + queryString(parts.query);
  const token = sessionStore.getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  // Spec section 7: multipart requests keep their multipart type (with its boundary, set by the
  // browser) and carry only the bearer header; every other body is JSON.
  const isMultipart = typeof FormData !== 'undefined' && parts.body instanceof FormData;
  if (parts.body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers,
      ...(parts.body !== undefined
        ? { body: isMultipart ? (parts.body as FormData) : JSON.stringify(parts.body) }
        : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.error(`${contract.method} ${url} failed`, error);
    throw new ApiCallError(0, GENERIC_ERROR_MESSAGE);
  }
  if (pageLeaving && !options.switchesSession) return untilLeft(options.signal);
  // A response to a request sent under another session than the one stored now (an impersonation
  // started or stopped, another sign-in, a renewal) no longer speaks for the session: its token and
  // its 401/403 are not applied. Without this, an admin request still in flight when impersonation
  // starts came back with the admin's renewed token and signed the impersonated session out.
  const sameSession = sessionStore.getToken() === token;
  if (refusesSession(response.status) && token && sameSession) {
    // Spec section 8: 401 or 403 on any response signs the user out.
    if (!options.refusalLeftToCaller) onSessionEnded();
    throw new ApiCallError(response.status, 'Your session has ended. Please sign in again.');
  }
  if (sameSession && !applyResponseToken(response))
    throw new ApiCallError(401, 'Your session has ended. Please sign in again.');
  if (!response.ok) {
    const parsed = await checkAnswer(apiErrorAnswer, await response.json().catch(() => null));
    console.error(
      `${contract.method} ${url} answered ${response.status}`,
      parsed.ok ? parsed.value : undefined,
    );
    if (response.status >= 500 || !parsed.ok) throw new ApiCallError(response.status, GENERIC_ERROR_MESSAGE);
    throw new ApiCallError(response.status, parsed.value.message, parsed.value.fieldErrors ?? {});
  }
  if (contract.response === binaryResponse) {
    const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
    const file: BinaryFile = {
      blob: await response.blob(),
      fileName,
      contentType: response.headers.get('Content-Type') ?? '',
    };
    return file as ContractResponse<C, BinaryFile>;
  }
  const schema = contract.response as AnswerSchema<ContractResponse<C, BinaryFile>>;
  const parsed = await checkAnswer(schema, await response.json().catch(() => undefined));
  if (!parsed.ok) {
    console.error(`${contract.method} ${url} answered an unexpected shape`, parsed.issues);
    throw new ApiCallError(response.status, GENERIC_ERROR_MESSAGE);
  }
  return parsed.value;
}
