import { type Agent, agentProfilePath } from "./agents";
import type { SearchDoc } from "./search";

/**
 * Text as the site search keeps it, shared by the server (the index) and the device (the agents' documents of a
 * directory too big to come with the index are made from the directory the device keeps, SEARCH_INLINE_AGENTS_MAX).
 */

/** An agent's about text, as searched. */
const ABOUT_TEXT_MAX = 200;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  mdash: "—",
  ndash: "–",
  hellip: "…",
};

/** The text of an HTML fragment: no elements, scripts or styles, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(br|\/p|\/div|\/li|\/t[dhr]|\/h\d)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : " ";
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters of `text`, cut after a whole word. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return space > max / 2 ? cut.slice(0, space) : cut;
}

const STATE_CODES: Record<string, string> = { colorado: "CO", montana: "MT", wyoming: "WY" };
const ZIP = /\b\d{5}(?:-\d{4})?\b/;

/** "Gillette, WY 82716": the agent's town, state and ZIP (from the address when the agent has none of its own). */
export function agentPlace(agent: Pick<Agent, "city" | "state" | "zip" | "address">): string {
  const state = STATE_CODES[agent.state.trim().toLowerCase()] ?? agent.state.trim();
  const zip = agent.zip.trim() || (agent.address.match(ZIP)?.[0] ?? "");
  const town = agent.city.trim();
  return [town, [state, zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/** The agents' documents: name, town, state, ZIP and the start of their about text. */
export function agentDocs(agents: readonly Agent[]): SearchDoc[] {
  return agents.map((a) => ({
    id: `agent:${a.email}`,
    kind: "agent",
    title: a.title,
    url: agentProfilePath(a.email),
    text: clip(htmlText(a.aboutMe), ABOUT_TEXT_MAX),
    context: agentPlace(a),
  }));
}
