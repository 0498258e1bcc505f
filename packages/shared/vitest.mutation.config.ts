import { mergeConfig } from 'vitest/config';
import sharedProject from './vitest.config.ts';

/**
 * The shared project as Stryker runs it (stryker.config.mjs, ADR 25). Each test file gets fresh
 * modules, so a module-level cache such as the parsed rules of logic-expression.ts starts empty and
 * cannot answer with a tree parsed while another mutant, or none, was active. The everyday project
 * shares modules between files because that is faster.
 */
export default mergeConfig(sharedProject, { test: { isolate: true } });
