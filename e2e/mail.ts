import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const mailDir = join(tmpdir(), `hpm-e2e-mail-${process.env.E2E_PORT ?? "3210"}`);

export interface ReceivedMail {
  file: string;
  to: string[];
  messageId: string;
  subject: string;
  raw: string;
}

/** What the test SMTP server (e2e/server.mjs) has received so far. */
export function receivedMail(): ReceivedMail[] {
  return readdirSync(mailDir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(mailDir, file), "utf8");
      const meta = JSON.parse(readFileSync(join(mailDir, file.replace(/\.eml$/, ".json")), "utf8")) as { to: string[] };
      const header = (name: string) => raw.match(new RegExp(`^${name}: *(.*)$`, "mi"))?.[1]?.trim() ?? "";
      return { file, to: meta.to, messageId: header("Message-ID"), subject: header("Subject"), raw };
    });
}
