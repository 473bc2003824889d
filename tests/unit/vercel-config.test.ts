import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

type VercelConfig = {
  regions: string[];
  functions: Record<string, { maxDuration: number }>;
  crons: { path: string; schedule: string }[];
};

const config = JSON.parse(readFileSync(path.join(root, "vercel.json"), "utf8")) as VercelConfig;
const cronRoutes = readdirSync(path.join(root, "app/api/cron")).map((job) => `/api/cron/${job}`);

describe("vercel.json", () => {
  it("schedules every cron route once, and nothing else", () => {
    const paths = config.crons.map((cron) => cron.path);
    expect(paths.toSorted()).toEqual(cronRoutes.toSorted());
    for (const { schedule } of config.crons) expect(schedule.split(" ")).toHaveLength(5);
  });

  it("gives the streaming routes, which exist, more than the default duration", () => {
    const functions = Object.keys(config.functions);
    for (const file of functions) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(functions).toEqual(
      expect.arrayContaining(["app/api/chat/route.ts", "app/api/advice/route.ts", "app/api/coach/route.ts"]),
    );
    expect(config.regions).toHaveLength(1);
  });
});
