/**
 * Records the reference server's match video (server/data/media/match.webm): a few seconds of a
 * drawn pitch with players and a moving ball, encoded by Chromium's own MediaRecorder as VP8 WebM,
 * which every Chromium plays without proprietary codecs. Run it again only to change the clip:
 *
 *   npx tsx tools/record-match-video.ts [chromium-path]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const CLIP_MS = 6000;
const OUT = join(import.meta.dirname, '..', 'server', 'data', 'media', 'match.webm');

const browser = await chromium.launch({ executablePath: process.argv[2] ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.setContent('<canvas id="pitch" width="320" height="180"></canvas>');
  // In-page code as text: the TypeScript runner's helpers do not exist inside the page.
  const base64 = (await page.evaluate(`(async (clipMs) => {
    const canvas = document.getElementById('pitch');
    const g = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const start = performance.now();
    function frame() {
      const t = (performance.now() - start) / 1000;
      g.fillStyle = '#2e7d32';
      g.fillRect(0, 0, 320, 180);
      g.strokeStyle = '#e8f5e9';
      g.lineWidth = 2;
      g.strokeRect(8, 8, 304, 164);
      g.beginPath(); g.moveTo(160, 8); g.lineTo(160, 172); g.stroke();
      g.beginPath(); g.arc(160, 90, 24, 0, Math.PI * 2); g.stroke();
      g.strokeRect(8, 50, 36, 80);
      g.strokeRect(276, 50, 36, 80);
      for (let i = 0; i < 5; i++) {
        g.fillStyle = '#1565c0';
        g.fillRect(60 + i * 18 + Math.sin(t + i) * 10, 30 + i * 28, 6, 10);
        g.fillStyle = '#c62828';
        g.fillRect(250 - i * 18 + Math.cos(t + i) * 10, 30 + i * 28, 6, 10);
      }
      g.fillStyle = '#ffffff';
      g.beginPath(); g.arc(160 + Math.sin(t * 1.3) * 120, 90 + Math.sin(t * 2.1) * 55, 5, 0, Math.PI * 2); g.fill();
      if (performance.now() - start < clipMs) requestAnimationFrame(frame);
    }
    recorder.start();
    frame();
    await new Promise((resolve) => setTimeout(resolve, clipMs));
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  })(${CLIP_MS})`)) as string;
  const clip = Buffer.from(base64, 'base64');
  writeFileSync(OUT, clip);
  console.log(`${OUT}: ${clip.length} bytes`);
} finally {
  await browser.close();
}
