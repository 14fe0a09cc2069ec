import { describe, expect, it } from "vitest";
import { parseStoredUser } from "./auth-store";
import { readDevIdpMessage } from "./popup-login";

describe("parseStoredUser", () => {
  it("reads a stored user", () => {
    expect(parseStoredUser(JSON.stringify({ email: "a@example.com", name: "A", role: "admin", extra: 1 }))).toEqual({
      email: "a@example.com",
      name: "A",
      role: "admin",
    });
  });

  it("rejects missing, broken or forged entries", () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser("{not json")).toBeNull();
    expect(parseStoredUser(JSON.stringify({ email: "a@example.com", name: "A", role: "root" }))).toBeNull();
  });
});

describe("readDevIdpMessage", () => {
  const origin = "http://localhost:3000";
  const data = { type: "hpm-dev-idp", idToken: "t", email: "e@example.com", username: "e@example.com", name: "E" };

  it("accepts the dev identity provider's message from our origin", () => {
    expect(readDevIdpMessage({ origin, data }, origin)).toEqual({
      idToken: "t",
      email: "e@example.com",
      username: "e@example.com",
    });
  });

  it("ignores other origins and other message types", () => {
    expect(readDevIdpMessage({ origin: "http://evil.example", data }, origin)).toBeNull();
    expect(readDevIdpMessage({ origin, data: { ...data, type: "other" } }, origin)).toBeNull();
    expect(readDevIdpMessage({ origin, data: "hello" }, origin)).toBeNull();
    expect(readDevIdpMessage({ origin, data: { ...data, idToken: 1 } }, origin)).toBeNull();
  });
});
