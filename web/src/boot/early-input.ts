/**
 * What a visitor does on a rendered page before the application has taken it over (boot.ts starts it only when the
 * visitor reaches for the page, or once the page is quiet), kept so that nothing is lost:
 *
 * - a click on a control that needs the application (a menu's button, a tab, an accordion's question, a form's send
 *   button) is held, and clicked again once the page is live; a link still works as a plain link;
 * - a form sent before then (Enter in a field) is held, and sent once the page is live, through the application
 *   (the device's outbox), never as the browser's own post;
 * - what was typed, chosen or ticked in a field is kept as the visitor left it, and the application is told of it
 *   once the page is live, as if the visitor had just typed it.
 *
 * No React here: this runs with the entry script, before the application's modules have arrived.
 */

/** Controls whose click does nothing (or the wrong thing, a form's own post) until the application runs. */
const NEEDS_APP = "button, [role=button], [role=tab], [role=menuitem], [aria-expanded], [aria-controls]";

let held: HTMLElement | null = null;
let heldForm: HTMLFormElement | null = null;
/** The control that shows the visitor their tap or send was taken and waits for the page (styles.css). */
let busy: Element | null = null;
/** Its own `aria-busy` as the server sent it (the application's), put back once the page is live. */
let busyBefore: string | null = null;
let live = false;

/** Gives the marked control its own `aria-busy` back. */
function unmarkBusy(): void {
  if (busyBefore === null) busy?.removeAttribute("aria-busy");
  else busy?.setAttribute("aria-busy", busyBefore);
  busy = null;
}

/** Marks the control the visitor used as busy until the page is live: on a phone, nothing else answers the tap. */
function markBusy(control: Element | null | undefined): void {
  unmarkBusy();
  busy = control ?? null;
  busyBefore = busy?.getAttribute("aria-busy") ?? null;
  busy?.setAttribute("aria-busy", "true");
  document.documentElement.dataset.starting = "true";
}

function onClick(e: MouseEvent): void {
  if (live) return;
  const target = e.target instanceof Element ? e.target : null;
  const control = target?.closest<HTMLElement>(NEEDS_APP);
  // a link in a control, or a control that is a link, still goes where it points
  if (!control || target?.closest("a[href]")) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  held = control;
  markBusy(control);
}

function onSubmit(e: SubmitEvent): void {
  if (live || !(e.target instanceof HTMLFormElement)) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  heldForm = e.target;
  markBusy(e.submitter);
}

/** Holds the visitor's clicks and sends, and keeps what they type, until the application is live. */
export function holdEarlyInput(): void {
  addEventListener("click", onClick, true);
  addEventListener("submit", onSubmit, true);
  addEventListener("input", onInput, true);
  addEventListener("change", onInput, true);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor set in each field before the application was live, as they left it. */
const typed = new Map<Field, string | boolean | string[]>();

function onInput(e: Event): void {
  if (live) return;
  const field = e.target;
  if (field instanceof HTMLSelectElement)
    typed.set(
      field,
      [...field.selectedOptions].map((o) => o.value),
    );
  else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    typed.set(field, field.checked);
  } else if ((field instanceof HTMLInputElement && field.type !== "file") || field instanceof HTMLTextAreaElement) {
    typed.set(field, field.value);
  }
}

const setValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
};

/** A task of its own for what follows: the application renders what it was just told before it is told more. */
const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Gives the application one field as the visitor left it. React's state for the field is still the server's (and
 * rendering the form again has put the server's value back on screen): the value goes in through the prototype's
 * setter, with React's own watcher set to the server's value first, so the `input` (a click, for a box or a choice; a
 * `change`, for a list) that follows reads as the visitor's change.
 */
function replayField(field: Field, value: string | boolean | string[]): void {
  if (field instanceof HTMLSelectElement && Array.isArray(value)) {
    for (const option of Array.from(field.options)) option.selected = value.includes(option.value);
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (field instanceof HTMLInputElement && typeof value === "boolean") {
    // (a choice left for the visitor's new one is the application's to clear)
    if (field.type === "radio" && !value) return;
    field.checked = !value;
    field.click();
  } else if (!(field instanceof HTMLSelectElement) && typeof value === "string") {
    field.value = field.defaultValue;
    setValue(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * Once the application has taken the page over: what the visitor typed or chose goes to it, a field at a time (a
 * form's change handler builds on what it last rendered), then the held click or send; clicks and sends are the
 * application's own from then on.
 */
export async function releaseEarlyInput(): Promise<void> {
  live = true;
  removeEventListener("click", onClick, true);
  removeEventListener("submit", onSubmit, true);
  removeEventListener("input", onInput, true);
  removeEventListener("change", onInput, true);
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    replayField(field, value);
    await nextTask();
  }
  typed.clear();
  const control = held;
  const form = heldForm;
  held = heldForm = null;
  unmarkBusy();
  delete document.documentElement.dataset.starting;
  if (control?.isConnected) control.click();
  else if (form?.isConnected) form.requestSubmit();
}
