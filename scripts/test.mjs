// `npm test`: every check CI runs, in the order CI runs them; stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npm', ['run', 'test', '-w', 'e2e']],
  ['reliability suite', 'npm', ['run', 'test:reliability']],
];

let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`checks: ${passed} passed, 0 failed`);
