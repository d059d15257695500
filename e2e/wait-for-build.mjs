#!/usr/bin/env node
/**
 * Waits until the first e2e server (a build if dist/ is stale, then serve) answers, so the second server
 * starts from a finished build instead of reading dist/ and the generated validators while the
 * build rewrites them. Usage: node e2e/wait-for-build.mjs [url] ; exits 1 after 120 s.
 */
const url = process.argv[2] ?? 'http://127.0.0.1:4310/web-api/session';
const deadline = Date.now() + 120_000;

for (;;) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    if (response.ok) process.exit(0);
  } catch {
    // Not listening yet: the build is still running.
  }
  if (Date.now() > deadline) {
    console.error(`wait-for-build: ${url} did not answer within 120 s (did \`npm start\` fail to build?)`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
