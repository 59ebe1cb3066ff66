// `npm test`: every check CI runs, in the order CI runs them; stops at the first failure.
// The three static checks run side by side (each keeps one core busy and needs nothing from the
// others); their output is shown, whole, when each is done.
import { spawn } from 'node:child_process';

const stages = [
  [
    ['format', 'npx', ['prettier', '--check', '.']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']],
  ],
  [['unit and integration tests', 'npx', ['vitest', 'run']]],
  [['build', 'npm', ['run', 'build']]],
  [['end-to-end tests', 'npm', ['run', 'test', '-w', 'e2e']]],
  [['reliability suite', 'npm', ['run', 'test:reliability']]],
];

/** Runs one check; alone it speaks straight to the terminal, beside others its output is kept. */
function run([name, command, args], { alone }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: alone ? 'inherit' : 'pipe', env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n▶ ${name}\n${output}`);
      resolve({ name, ok: code === 0, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const started = Date.now();
let passed = 0;
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n▶ ${stage[0][0]}`);
  else console.log(`\n▶ ${stage.map(([name]) => name).join(', ')} (side by side)`);
  const results = await Promise.all(stage.map((step) => run(step, { alone })));
  for (const result of results) {
    if (result.ok) console.log(`✓ ${result.name} (${result.seconds}s)`);
    else console.error(`\n✗ ${result.name} failed after ${result.seconds}s`);
  }
  const failed = results.filter((result) => !result.ok);
  passed += results.length - failed.length;
  if (failed.length > 0) {
    console.log(`checks: ${passed} passed, ${failed.length} failed`);
    process.exit(failed[0].code || 1);
  }
}
console.log(`checks: ${passed} passed, 0 failed (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
