// npm test's JavaScript budgets step (issue #18, ADR 34): after the build, fails when the login page
// or a route loads more JavaScript than its budget (measured by bench/web-budget.mjs from the build's
// manifest). Standalone: node scripts/check-web-budget.mjs
import { budgetProblems, budgets, kB, measureWebBudgets } from '../bench/web-budget.mjs';

const measured = measureWebBudgets();
console.log(
  `login page: ${kB(measured.login.gzipBytes)} gzipped in ${measured.login.files.length} files (budget ${kB(budgets.login)}, issue #18)`,
);
console.log(`startup code every page shares: ${kB(measured.startup.gzipBytes)}`);
console.log(`routes, beyond the startup code (budget ${kB(budgets.route)} each):`);
for (const route of measured.routes)
  console.log(
    `  ${kB(route.gzipBytes).padStart(9)}  ${route.route}${route.laterGzipBytes ? ` (+ ${kB(route.laterGzipBytes)} loaded once drawn)` : ''}`,
  );
const problems = budgetProblems(measured);
for (const problem of problems) console.error(`OVER BUDGET: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
