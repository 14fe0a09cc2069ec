import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const dataDir = mkdtempSync(join(tmpdir(), "hpm-e2e-"));
const port = process.env.E2E_PORT ?? "3210";

// A real SMTP server receives the API's e-mails; specs read them from this folder (see e2e/mail.ts).
const mailDir = join(tmpdir(), `hpm-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      count += 1;
      const name = String(count).padStart(4, "0");
      writeFileSync(join(mailDir, `${name}.eml`), Buffer.concat(chunks));
      writeFileSync(join(mailDir, `${name}.json`), JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address) }));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

const server = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    // a test server is stopped when the run ends: no load balancer to drain from
    SHUTDOWN_DELAY_MS: "0",
    RATE_LIMIT_PER_MINUTE: "300",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: "500",
    MAIL_RETRY_BASE_MS: "1000",
    ALTCHA_MAX_COUNTER: "2000",
    // test-only keys, so bundle-secrets.spec.ts can look for them in the built site
    SESSION_SECRET: "e2e-only-session-secret-5f0c1d2e3a4b5c6d7e8f",
    HUB_TOKEN_SECRET: "e2e-only-hub-token-secret-9a8b7c6d5e4f3a2b1c0d",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
