// The page of `nightrider serve` in headless Chromium: solve a #2 and an
// h#2 with a condition and compare the solutions with Popeye's output,
// play a move through, cancel a long problem. Screenshots go to
// target/browser-test/.
//
//   node tests/browser/page.mjs [path/to/nightrider]
//
// Needs Debian's chromium (CHROMIUM overrides /usr/bin/chromium) and the
// npm package playwright-core (npm ci in this folder).

import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const binary = process.argv[2] ?? join(root, "target", "debug", "nightrider");
const shots = join(root, "target", "browser-test");
mkdirSync(shots, { recursive: true });

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures += 1;
}

// The solution in Popeye's output: its lines from the first move on,
// before "solution finished.", without trailing blanks and blank lines,
// sorted (the order of sibling solutions is the solver's own).
function solutionOf(text) {
  const lines = text.split("\n").map((l) => l.trimEnd());
  const end = lines.findIndex((l) => l === "solution finished.");
  const body = lines.slice(0, end < 0 ? lines.length : end);
  const first = body.findIndex((l) => /^\s*1\./.test(l));
  return body.slice(first).filter((l) => l !== "").sort().join("\n");
}

// Starts the server on a free loopback port; resolves with its address.
function serve() {
  const server = spawn(binary, ["serve", "--addr", "127.0.0.1:0", "--max-time", "120"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let err = "";
    server.stderr.on("data", (chunk) => {
      err += chunk;
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) resolve({ server, url: m[1] });
    });
    server.on("exit", (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

async function solveOnPage(page, input) {
  await page.fill("#input", input);
  // (the click disables Solve and enables Cancel until the solve ends)
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#cancel").disabled, null, { timeout: 120000 });
  return page.textContent("#output");
}

const { server, url } = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  await page.goto(url);
  check((await page.title()) === "nightrider", "the page loads");
  await page.waitForSelector("#diagram svg");
  check(true, "the diagram of the sample problem is drawn");

  for (const name of ["mate-in-2", "helpmate-circe"]) {
    const input = readFileSync(join(here, `${name}.inp`), "utf8");
    const expected = solutionOf(readFileSync(join(here, `${name}.popeye`), "utf8"));
    const output = await solveOnPage(page, input);
    check((await page.textContent("#status")) === "solved", `${name}: solved`);
    const got = solutionOf(output);
    check(got === expected, `${name}: the solution is Popeye's`);
    if (got !== expected) console.log(`--- expected\n${expected}\n--- got\n${got}`);
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  }

  // play-through: the board after a move differs from the diagram
  const before = await page.innerHTML("#diagram");
  const moves = await page.$$(".move");
  check(moves.length > 0, "the moves of the solution can be clicked");
  if (moves.length > 0) {
    await moves[moves.length - 1].click();
    await page.waitForFunction((old) => document.querySelector("#diagram").innerHTML !== old, before, { timeout: 30000 });
    const after = await page.innerHTML("#diagram");
    check(after !== before && after.includes("<svg"), "clicking a move shows the board after it");
    await page.screenshot({ path: join(shots, "play-through.png"), fullPage: true });
    await moves[moves.length - 1].click();
    await page.waitForFunction((old) => document.querySelector("#diagram").innerHTML === old, before, { timeout: 30000 });
    check(true, "clicking it again shows the diagram again");
  }

  // cancelling a long problem
  await page.fill("#input", readFileSync(join(here, "long.inp"), "utf8"));
  await page.click("#solve");
  await page.waitForFunction(() => /moves/.test(document.querySelector("#status").textContent), null, { timeout: 20000 });
  check(true, "a long solve shows its progress");
  await page.click("#cancel");
  await page.waitForFunction(() => document.querySelector("#status").textContent === "cancelled", null, { timeout: 10000 });
  check(!(await page.isDisabled("#solve")), "cancelling is reported and the page can solve again");
  await page.screenshot({ path: join(shots, "cancelled.png"), fullPage: true });
} catch (e) {
  check(false, `the page test ran through: ${e.message}`);
} finally {
  await browser.close();
  server.kill();
}
console.log(failures === 0 ? "browser test passed" : `browser test: ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
