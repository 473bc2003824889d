import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The TypeScript files under the app's source folders, relative to the project; `skip` leaves out files or folders. */
export function sourceFiles(skip: string[] = [], folders = ["app", "components", "lib"]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(projectRoot, folder)).flatMap((name) => {
      const relative = path.join(folder, name);
      if (skip.includes(relative)) return [];
      if (statSync(path.join(projectRoot, relative)).isDirectory()) return walk(relative);
      return /\.tsx?$/.test(name) ? [relative] : [];
    });
  return folders.flatMap(walk);
}
