// `npm run cycles`: fails when the app's modules import each other in a circle, type-only imports included:
// a circle, even of types, means two modules that cannot be read or moved one without the other.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["app", "components", "db", "lib", "pages", "proxy.ts", "instrumentation.ts"];

const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  root,
);

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.isDirectory()
      ? sourceFiles(path.join(entry, child.name))
      : /\.tsx?$/.test(child.name) && !child.name.endsWith(".d.ts")
        ? [path.join(full, child.name)]
        : [],
  );
}

/** The project's modules a file imports or re-exports from. */
function imports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers = source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport ? [path.resolve(resolved.resolvedFileName)] : [];
  });
}

/** Strongly connected components of more than one module (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graph = new Map(SOURCES.flatMap(sourceFiles).map((file) => [path.resolve(file), imports(file)]));
const named = circles(graph).map((component) =>
  component
    .map((file) => path.relative(root, file))
    .sort()
    .join(" ↔ "),
);
for (const circle of named) console.error(`import cycle: ${circle}`);
console.log(`${graph.size} modules, ${named.length} import cycles`);
process.exitCode = named.length > 0 ? 1 : 0;
