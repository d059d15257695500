/**
 * Runs npm scripts at the same time and fails when any of them fails, after all have ended.
 * `npm test` runs its independent checks (types, lint, dependency rules, documents) this way: each is
 * single-threaded, so on two cores they take about as long together as the slowest alone.
 *
 * Usage: tsx tools/run-in-parallel.ts <script> [<script> ...]
 */
import { spawn } from 'node:child_process';

function runScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx tools/run-in-parallel.ts <script> [<script> ...]');
  process.exit(2);
}
const codes = await Promise.all(scripts.map(runScript));
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
