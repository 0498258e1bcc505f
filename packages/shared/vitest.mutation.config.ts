import { mergeConfig } from 'vitest/config';
import sharedProject from './vitest.config.ts';

/**
 * The shared project as Stryker runs it (stryker.config.mjs). Each test file gets fresh modules:
 * Stryker's runner reuses its workers from run to run, and a module-level cache filled while one mutant
 * (or none) was active, such as the parsed rules of logic-expression.ts, would otherwise answer for the
 * next one. The everyday project shares modules between files because that is faster.
 */
export default mergeConfig(sharedProject, { test: { isolate: true } });
