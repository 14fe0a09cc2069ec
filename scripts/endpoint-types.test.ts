import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The endpoint table (contracts/src/endpoints) is what the API registers and what the web calls: a change of a body
 * schema there must fail the type check on both sides, not surface at run time. The test compiles the API and the
 * web as `npm run check` does, with one schema changed in memory, and expects errors in each.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCHEMA_FILE = resolve(root, "contracts/src/schemas/forms.ts");

/** The recipients body's `email` renamed: what the form builder's "Notification e-mails" sends and the API saves. */
function renamedRecipientEmail(source: string): string {
  const start = source.indexOf("export const RecipientBody = Type.Object(");
  const end = source.indexOf(");", start);
  expect(start).toBeGreaterThan(-1);
  const block = source.slice(start, end);
  expect(block).toContain("    email: Type.String(");
  return source.slice(0, start) + block.replace("    email: Type.String(", "    emailAddress: Type.String(") + source.slice(end);
}

function errorFiles(tsconfig: string, overrides: Map<string, string>): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`${tsconfig}: not a TypeScript project`);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => overrides.get(resolve(file)) ?? readFile(file);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error && d.file)
    .map((d) => relative(root, d.file?.fileName ?? ""));
}

describe("the endpoint table", () => {
  it("fails the API's and the web's type check when a body schema changes", { timeout: 300_000 }, () => {
    const changed = new Map([[SCHEMA_FILE, renamedRecipientEmail(ts.sys.readFile(SCHEMA_FILE) ?? "")]]);
    const api = errorFiles("tsconfig.json", changed);
    const web = errorFiles("web/tsconfig.json", changed);
    // where the body is read (the form service) and where it is sent (the form builder's queries)
    expect(api).toContain("api/src/modules/forms/form.service.ts");
    expect(web).toContain("web/src/features/forms/admin/queries.ts");
  });
});
