#!/usr/bin/env node
// `npm run mutation [folder…]`: StrykerJS once per folder in scope, each with its own incremental record in
// .tmp/mutation (only mutants whose code or covering tests changed run again), then each folder's score
// (killed or timed out over all), failing under 80%. Equivalent mutants are disabled in the source with why.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const FLOOR = 80;

/**
 * The folders in scope and the files of each that Stryker changes (decision code, not tables or weights). No
 * commas or braces: Stryker's --mutate splits its value at commas.
 */
const FOLDERS = {
  "lib/limits": ["lib/limits/**/*.ts"],
  "lib/redeem": ["lib/redeem/**/*.ts"],
  "lib/billing": ["lib/billing/**/*.ts"],
  "lib/auth": ["lib/auth/**/*.ts"],
  "lib/safety": ["check", "context", "normalize", "rule", "help-card", "model/classifier"]
    .map((name) => `lib/safety/${name}.ts`)
    .concat("lib/linear-model/features.ts", "lib/linear-model/linear-model.ts"),
  // The check's run beside the model (moderation, triage, late escalation, what is recorded): its own tests.
  "lib/safety/run": ["triage", "moderation", "safe-run", "record", "activity", "notice"].map(
    (name) => `lib/safety/${name}.ts`,
  ),
  "db/queries": ["db/queries/redeem-codes.ts", "db/queries/chat-turns.ts", "db/queries/daily-allowance.ts"],
};

/**
 * Folders whose code nearly every API test passes through (each test registers an account and chats) would run
 * most of the suite per mutant, for hours: their mutants run the unit tests and these API tests only, so their
 * score is a lower bound of the whole suite's (any mutant these kill, the whole suite kills).
 */
const api = (...names) => names.map((name) => `tests/api/${name}.test.ts`);
const TESTS = {
  "lib/auth": api(
    ...["register-verify", "login-session", "passwords-deletion", "google", "google-migration"],
    ...["adult-attestation", "revoked-session-pages", "first-run", "usage-user", "cross-site"],
  ),
  "lib/billing": api("billing-stripe", "billing-simulator", "billing-config", "entitlement"),
  // Every message of every API test passes through the check itself: its unit tests hold its decisions.
  "lib/safety": [],
  "lib/safety/run": api(
    ...["chat-safety", "chat-moderation", "advice-safety", "advice-moderation", "safety-triage"],
    ...["safety-plan", "coach", "coach-openai", "images", "adult-attestation"],
  ),
};

const slug = (folder) => folder.replaceAll("/", "-");
const reportOf = (folder) => path.join(root, ".tmp/mutation", `${slug(folder)}.json`);

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = asked.filter((folder) => !(folder in FOLDERS));
if (unknown.length > 0) {
  console.error(`Not in scope: ${unknown.join(", ")}. The folders: ${Object.keys(FOLDERS).join(", ")}.`);
  process.exit(2);
}

let failed = false;
mkdirSync(path.join(root, ".tmp/mutation"), { recursive: true });
for (const folder of asked.length > 0 ? asked : Object.keys(FOLDERS)) {
  console.log(`\n▶ Mutation testing ${folder}`);
  const args = ["stryker", "run", "--incrementalFile", `.tmp/mutation/${slug(folder)}.incremental.json`];
  args.push("--mutate", FOLDERS[folder].join(",")); // a second --mutate would replace the first
  const env = { ...process.env, STRYKER_JSON_REPORT: reportOf(folder) };
  if (TESTS[folder]) env.MUTATION_TESTS = ["tests/unit/**/*.test.ts", ...TESTS[folder]].join(",");
  rmSync(reportOf(folder), { force: true }); // a failed run must not leave the last run's score standing
  const result = spawnSync("npx", args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`✖ Stryker failed on ${folder} (exit ${result.status ?? result.signal})`);
    failed = true;
  }
}

const caught = new Set(["Killed", "Timeout"]);
const missed = new Set(["Survived", "NoCoverage"]);
let under = false;
console.log("\nMutation score per folder (caught / every mutant a test could have caught):");
for (const folder of Object.keys(FOLDERS)) {
  if (!existsSync(reportOf(folder))) {
    console.log(`  - ${folder.padEnd(14)} not run yet (npm run mutation ${folder})`);
    continue;
  }
  const report = JSON.parse(readFileSync(reportOf(folder), "utf8"));
  const tally = { caught: 0, missed: 0, equivalent: 0, survivors: [] };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (caught.has(mutant.status)) tally.caught += 1;
      else if (missed.has(mutant.status)) {
        tally.missed += 1;
        tally.survivors.push(`${file}:${mutant.location.start.line} ${mutant.mutatorName} (${mutant.status})`);
      } else if (mutant.status === "Ignored" && !/static/i.test(mutant.statusReason ?? "")) tally.equivalent += 1;
    }
  }
  const total = tally.caught + tally.missed;
  const score = total === 0 ? 100 : (tally.caught / total) * 100;
  const low = score < FLOOR;
  under ||= low;
  const equivalent = tally.equivalent ? `, ${tally.equivalent} marked equivalent` : "";
  const bound = TESTS[folder] ? " (its own tests only: a lower bound)" : "";
  console.log(
    `  ${low ? "✖" : "✓"} ${folder.padEnd(14)} ${score.toFixed(1).padStart(5)}%  ${tally.caught}/${total}${equivalent}${bound}`,
  );
  if (low || process.argv.includes("--survivors")) for (const line of tally.survivors) console.log(`      ${line}`);
}
if (under) console.error(`\nA folder is under ${FLOOR}%: kill its survivors with a test, or mark an equivalent one.`);
process.exit(failed || under ? 1 : 0);
