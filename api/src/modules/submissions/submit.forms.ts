import {
  type AnswerEntry,
  CONTACT_ME_SUBJECT,
  type ContactMeInput,
  type FormField,
  type FormPage,
  type IncidentLocation,
  NO_PREFERENCE,
  QUOTE_SERVICES,
  QUOTE_SUBJECT,
  type SubmissionKind,
  validateContactMe,
  validateErsAgent,
} from "@hpm/contracts";
import { BadRequestError } from "../../errors";
import type { AgentService } from "../agents/agent.service";
import type { FormService } from "../forms/form.service";
import { answersFor, MAX_TEXT, parseEntries, senderOf, text } from "./submit.answers";
import { LOCATION_META, readLocation } from "./submit.location";
import type { Notification } from "./submit.mail";
import type { IncomingFile, SubmissionInput } from "./submit.types";

export const PAGE_OF: Record<SubmissionKind, FormPage | "AgentDetails"> = {
  quote: "StartAQuote",
  contact: "Contact",
  ers: "ERS",
  contactMe: "AgentDetails",
};

export interface PreparedSubmission {
  entries: AnswerEntry[];
  notifications: Notification[];
  meta: Record<string, string>;
  name: string;
  email: string;
  incoming: IncomingFile[];
  /** The incident report's location (also in meta, as JSON, for the inbox). */
  location?: IncidentLocation;
}

type Fields = Record<string, string>;

interface FlowDeps {
  forms: FormService;
  agents: AgentService;
  mailboxes: { office: string; quote: string };
}

/** The page's recipients; the office mailbox when an editor has set none. */
async function pageNotification(
  { forms, mailboxes }: FlowDeps,
  client: string,
  page: FormPage,
  subject: string,
): Promise<Notification> {
  const r = await forms.recipientGroupsOf(client, page);
  if (r.to.length + r.cc.length + r.bcc.length === 0) r.to.push(mailboxes.office);
  return { group: "recipients", ...r, subject };
}

async function contactMe({ agents }: FlowDeps, client: string, f: Fields): Promise<PreparedSubmission> {
  const body: ContactMeInput = {
    firstName: text(f["body.firstName"], 100),
    lastName: text(f["body.lastName"], 100),
    email: text(f["body.email"], 320),
    phone: text(f["body.phone"], 40),
    comments: (f["body.comments"] ?? "").slice(0, MAX_TEXT),
  };
  const errors = validateContactMe(body);
  const keys = Object.keys(errors) as (keyof ContactMeInput)[];
  if (keys.length)
    throw new BadRequestError(
      errors[keys[0] as keyof ContactMeInput] as string,
      keys.map((k) => ({ path: `body.${k}`, message: errors[k] as string })),
    );
  const agent = await agents.findByEmail(client, f.to ?? "");
  if (!agent) throw new BadRequestError("This agent could not be found. Please reload the page.");
  return {
    entries: [
      { label: "First Name", value: body.firstName },
      { label: "Last Name", value: body.lastName },
      { label: "Email", value: body.email },
      { label: "Phone", value: body.phone },
      { label: "Comments", value: body.comments },
    ],
    notifications: [{ group: "agent", to: [agent.email], cc: [], bcc: [], subject: CONTACT_ME_SUBJECT }],
    meta: { agentEmail: agent.email, agentName: agent.title },
    name: `${body.firstName} ${body.lastName}`,
    email: body.email,
    incoming: [],
  };
}

async function ers(deps: FlowDeps, input: SubmissionInput, defs: FormField[], entries: AnswerEntry[]) {
  const f = input.fields;
  const agentBlock = {
    agentFirstName: text(f.agentFirstName, 100),
    agentLastName: text(f.agentLastName, 100),
    agentEmail: text(f.agentEmail, 320),
    agentPhone: text(f.agentPhone, 14),
  };
  const errors = validateErsAgent(agentBlock);
  const keys = Object.keys(errors) as (keyof typeof agentBlock)[];
  if (keys.length)
    throw new BadRequestError(
      errors[keys[0] as keyof typeof agentBlock] as string,
      keys.map((k) => ({ path: k, message: errors[k] as string })),
    );
  const stored = answersFor(defs, entries, input.files);
  const name = `${agentBlock.agentFirstName} ${agentBlock.agentLastName}`;
  stored.unshift(
    { label: "Agent First Name", value: agentBlock.agentFirstName },
    { label: "Agent Last Name", value: agentBlock.agentLastName },
    { label: "Agent Email", value: agentBlock.agentEmail },
    { label: "Agent Phone", value: agentBlock.agentPhone },
  );
  const notification = await pageNotification(deps, input.client, "ERS", `Roadside incident report from ${name}`);
  return { stored, notifications: [notification], meta: { ...agentBlock }, name, email: agentBlock.agentEmail };
}

async function quote({ forms, agents, mailboxes }: FlowDeps, input: SubmissionInput, defs: FormField[], entries: AnswerEntry[]) {
  const f = input.fields;
  const stored = answersFor(defs, entries, input.files);
  let services: unknown = [];
  try {
    if (f.services) services = JSON.parse(f.services);
  } catch {
    services = null; // not JSON: answered like any other list it does not know
  }
  if (!Array.isArray(services) || services.some((s) => !(QUOTE_SERVICES as readonly string[]).includes(s as string)))
    throw new BadRequestError("Please choose services from the list.");
  if (services.length) stored.push({ label: "Services", value: services as string[] });
  const meta: Record<string, string> = {};
  const to = text(f.to, 320);
  let agentEmail = mailboxes.quote;
  if (to && to !== NO_PREFERENCE) {
    const agent = await agents.findByEmail(input.client, to);
    if (!agent) throw new BadRequestError("Please choose an agent from the list.");
    agentEmail = agent.email;
    meta.agentEmail = agent.email;
    meta.agentName = agent.title;
  }
  stored.unshift({ label: "Agent", value: meta.agentName ?? "No preference" });
  const notifications: Notification[] = [{ group: "agent", to: [agentEmail], cc: [], bcc: [], subject: QUOTE_SUBJECT }];
  const r = await forms.recipientGroupsOf(input.client, "StartAQuote");
  if (r.to.length + r.cc.length + r.bcc.length) notifications.push({ group: "recipients", ...r, subject: QUOTE_SUBJECT });
  return { stored, notifications, meta, name: text(f.name), email: text(f.email, 320) };
}

async function contact(deps: FlowDeps, input: SubmissionInput, defs: FormField[], entries: AnswerEntry[]) {
  const f = input.fields;
  const stored = answersFor(defs, entries, input.files);
  const name = text(f.name);
  const notification = await pageNotification(deps, input.client, "Contact", `New message from ${name || "the website"}`);
  return { stored, notifications: [notification], meta: {}, name, email: text(f.email, 320) };
}

/** Each form's own checks, answers and recipients (spec/3 section 7), over the forms' definitions and the agents. */
export function createFormFlows(deps: FlowDeps) {
  return {
    async prepare(input: SubmissionInput): Promise<PreparedSubmission> {
      const entries = parseEntries(input.fields.body);
      const location = readLocation(input.kind, input.fields);
      if (input.kind === "contactMe") return contactMe(deps, input.client, input.fields);

      const defs = await deps.forms.definitionOf(input.client, PAGE_OF[input.kind] as FormPage);
      if (input.files.length && !defs.some((d) => d.fieldInputType === "FileUpload"))
        throw new BadRequestError("This form does not take attachments.");
      const flow = { ers, quote, contact }[input.kind];
      const { stored, notifications, meta, name, email } = await flow(deps, input, defs, entries);
      return {
        entries: stored,
        notifications,
        meta: location ? { ...meta, [LOCATION_META]: JSON.stringify(location) } : meta,
        ...senderOf(stored, name, email),
        incoming: input.files,
        ...(location ? { location } : {}),
      };
    },
  };
}

export type FormFlows = ReturnType<typeof createFormFlows>;
