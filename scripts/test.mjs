// `npm test`: lint, texts and directions (scripts/check-texts.mjs), typecheck, unit and API tests (PGlite, plus Postgres when TEST_DATABASE_URL is set),
// the server's foundations again on Node 22 (the oldest Node the portal supports) when NODE22_BIN names its binary
// (CI runs everything on Node 24 and installs a Node 22 for this pass, on the embedded database, what a club's
// own machine runs: the platform layer, the database and its migrations and upgrades, sign-in, backups and the
// server started as a process, which are what lean on Node's own crypto, streams, files, workers and HTTP; the
// modules' rules above them are the same code on either Node and run in the first pass),
// production build, bundle budget, then the browser journeys in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = { vitest: '.test-reports/vitest.json', playwright: 'playwright-report/results.json' };
mkdirSync('.test-reports', { recursive: true });
for (const file of Object.values(reports)) rmSync(file, { force: true });

/** What the Node 22 pass runs: the server's foundations (see above). */
const NODE22_SUITES = [
  'apps/server/src/platform',
  'apps/server/src/db',
  'apps/server/src/main.test.ts',
  'apps/server/src/build.test.ts',
  'apps/server/src/upgrade.test.ts',
  'apps/server/src/scale-out.test.ts',
  'apps/server/src/modules/auth',
  'apps/server/src/modules/backend',
];

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['texts and directions', 'node', ['scripts/check-texts.mjs']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['declared dependencies', 'node', ['scripts/check-dependencies.mjs']],
  ['build', 'node', ['scripts/build.mjs']],
  [
    'unit and API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`],
  ],
  ...(process.env.NODE22_BIN
    ? [
        [
          'the server on Node 22',
          process.env.NODE22_BIN,
          ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api-pglite', ...NODE22_SUITES],
        ],
      ]
    : []),
  ['bundle budget', 'node', ['scripts/check-bundle.mjs']],
  ['browser journeys', 'npx', ['playwright', 'test']],
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(reports.vitest)) {
    const v = JSON.parse(readFileSync(reports.vitest, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  }
  if (existsSync(reports.playwright)) {
    const p = JSON.parse(readFileSync(reports.playwright, 'utf8')).stats;
    passed += p.expected + p.flaky;
    failed += p.unexpected;
    skipped += p.skipped;
  }
  return { passed, failed, skipped };
}

/**
 * The test files the report does not give as passed, with the start of their message, and those it does not name
 * at all (a file whose worker died may be missing): what CI's shortened output would otherwise lose.
 */
function unfinishedTestFiles() {
  if (!existsSync(reports.vitest)) return;
  const { testResults } = JSON.parse(readFileSync(reports.vitest, 'utf8'));
  for (const file of testResults) {
    if (file.status === 'passed' || file.status === 'skipped') continue;
    const unfinished = file.assertionResults.filter(
      (test) => !['passed', 'skipped', 'pending', 'todo'].includes(test.status),
    );
    process.stdout.write(`\nNot passed (${file.status}): ${file.name}\n`);
    for (const test of unfinished) process.stdout.write(`  ${test.status}: ${test.fullName}\n`);
    if (file.message) process.stdout.write(`  ${file.message.slice(0, 600)}\n`);
  }
  const listed = spawnSync('npx', ['vitest', 'list', '--filesOnly', '--json'], { encoding: 'utf8', env: process.env });
  if (listed.status !== 0) return;
  const reported = testResults.map((file) => file.name);
  for (const { file, projectName } of JSON.parse(listed.stdout)) {
    const at = reported.indexOf(file);
    if (at === -1) process.stdout.write(`\nNot in the report (${projectName}): ${file}\n`);
    else reported.splice(at, 1);
  }
}

let status = 0;
let failedStep = null;
for (const [name, command, args] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  process.stdout.write(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===\n`,
  );
  if (result.status !== 0) {
    status = result.status ?? 1;
    failedStep = name;
    break;
  }
}

if (failedStep === 'unit and API tests') unfinishedTestFiles();
const { passed, failed, skipped } = counts();
process.stdout.write(`\n${passed} passed, ${status !== 0 && failed === 0 ? 1 : failed} failed, ${skipped} skipped\n`);
process.exit(status);
