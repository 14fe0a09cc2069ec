import { type FieldValue, HOME_PAGE, pages, SCHEDULE_KIND_LABELS, SITE_NOTICE_SECTION, utcToZonedInput } from "@hpm/contracts";
import type { ScheduleBody } from "@hpm/contracts/schemas";
import { type FormEvent, useId, useState } from "react";
import { usePageContent } from "../../content/hooks";
import { Pencil } from "../../content/Pencil";
import { scheduleInstant } from "../../content/publishing/schedule";
import { errorText, PAGE_NEEDED, useScheduleChange } from "./scheduled-queries";

interface TimeFieldProps {
  label: string;
  value: string;
  onChange: (wall: string) => void;
  /** "Mountain Time (America/Denver)": the zone the time is entered in, named beside it */
  zone: string;
  error: string | undefined;
  min?: string;
  max?: string;
  disabled: boolean;
}

/** A date and time in the site's time zone (not the device's), with the zone named beside it. */
function TimeField({ label, value, onChange, zone, error, min, max, disabled }: TimeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="schedule-time">
        <input
          id={id}
          type="datetime-local"
          value={value}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={error ? `${id}-zone ${id}-error` : `${id}-zone`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
        />
        <span id={`${id}-zone`} className="hint">
          {zone}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type Errors = Partial<Record<"at" | "asOf" | "pageName", string>>;

/** A form's errors, and the focus on the first field that has one (fields are found by their `name`). */
function useFormErrors() {
  const [errors, setErrors] = useState<Errors>({});
  const report = (form: HTMLFormElement, found: Errors) => {
    setErrors(found);
    const first = (["pageName", "asOf", "at"] as const).find((k) => found[k]);
    if (first) form.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select)`)?.focus();
    return !first;
  };
  return { errors, setErrors, report };
}

interface ScheduleFormProps {
  timeZone: string;
  zone: string;
  disabled: boolean;
}

/** What the site notice is now (published), its pencil, and switching it on or off at a date and time. */
export function SiteNoticeSchedule({ timeZone, zone, disabled }: ScheduleFormProps) {
  const notice = usePageContent(HOME_PAGE).data?.[SITE_NOTICE_SECTION] as Record<string, FieldValue> | undefined;
  const on = notice?.status?.value === "true";
  const [kind, setKind] = useState<"notice-on" | "notice-off">(on ? "notice-off" : "notice-on");
  const [wall, setWall] = useState("");
  const { errors, report } = useFormErrors();
  const schedule = useScheduleChange();
  const ids = { heading: useId(), kind: useId() };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const at = scheduleInstant(wall, timeZone);
    if (!report(e.currentTarget, "error" in at ? { at: at.error } : {}) || "error" in at) return;
    schedule.mutate({ kind, at: at.at }, { onSuccess: () => setWall("") });
  };

  return (
    <section className="schedule-panel" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Site notice</h2>
      <div className="schedule-now">
        <p>
          {on
            ? `On now (${notice?.level?.value || "information"}): “${notice?.text?.value ?? ""}”`
            : "Off now: visitors see no notice."}
        </p>
        <Pencil pageName={HOME_PAGE} section={SITE_NOTICE_SECTION} />
      </div>
      <form onSubmit={submit} noValidate aria-label="Switch the site notice on or off at a time">
        <fieldset className="schedule-kinds" data-field="kind">
          <legend id={ids.kind}>Change</legend>
          {(["notice-on", "notice-off"] as const).map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="notice-kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                disabled={disabled}
              />{" "}
              {SCHEDULE_KIND_LABELS[k]}
            </label>
          ))}
        </fieldset>
        <div data-field="at">
          <TimeField
            label="Date and time"
            value={wall}
            onChange={setWall}
            zone={zone}
            error={errors.at}
            min={utcToZonedInput(new Date(), timeZone)}
            disabled={disabled}
          />
        </div>
        <Failure error={schedule.error} />
        <button type="submit" className="btn" disabled={disabled || schedule.isPending}>
          {schedule.isPending ? "Scheduling.." : "Schedule the notice change"}
        </button>
      </form>
    </section>
  );
}

const PAGE_CHOICES = Object.values(pages)
  .map((p) => ({ pageName: p.pageName, title: p.title }))
  .sort((a, b) => a.title.localeCompare(b.title));

/** Reverting a page to how it was published at an earlier time, at a date and time. */
export function RevertPageSchedule({ timeZone, zone, disabled }: ScheduleFormProps) {
  const [pageName, setPageName] = useState("");
  const [asOf, setAsOf] = useState("");
  const [wall, setWall] = useState("");
  const { errors, report } = useFormErrors();
  const schedule = useScheduleChange();
  const ids = { heading: useId(), page: useId() };
  const now = utcToZonedInput(new Date(), timeZone);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const back = scheduleInstant(asOf, timeZone, new Date(), "past");
    const at = scheduleInstant(wall, timeZone);
    const found: Errors = {
      ...(pageName ? {} : { pageName: PAGE_NEEDED }),
      ...("error" in back ? { asOf: back.error } : {}),
      ...("error" in at ? { at: at.error } : {}),
    };
    if (!report(e.currentTarget, found) || "error" in back || "error" in at) return;
    const body: ScheduleBody = { kind: "revert-page", pageName, asOf: back.at, at: at.at };
    schedule.mutate(body, {
      onSuccess: () => {
        setAsOf("");
        setWall("");
      },
    });
  };

  return (
    <section className="schedule-panel" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Revert a page</h2>
      <p>Put a page back the way it was published at an earlier time, at the date and time you choose.</p>
      <form onSubmit={submit} noValidate aria-label="Revert a page at a time">
        <div className="field" data-field="pageName">
          <label htmlFor={ids.page}>Page</label>
          <select
            id={ids.page}
            value={pageName}
            onChange={(e) => setPageName(e.target.value)}
            aria-invalid={errors.pageName ? true : undefined}
            aria-describedby={errors.pageName ? `${ids.page}-error` : undefined}
            disabled={disabled}
          >
            <option value="">Choose a page</option>
            {PAGE_CHOICES.map((p) => (
              <option key={p.pageName} value={p.pageName}>
                {p.title}
              </option>
            ))}
          </select>
          {errors.pageName && (
            <p id={`${ids.page}-error`} className="field-error">
              {errors.pageName}
            </p>
          )}
        </div>
        <div data-field="asOf">
          <TimeField
            label="Go back to how it was on"
            value={asOf}
            onChange={setAsOf}
            zone={zone}
            error={errors.asOf}
            max={now}
            disabled={disabled}
          />
        </div>
        <div data-field="at">
          <TimeField
            label="Revert at"
            value={wall}
            onChange={setWall}
            zone={zone}
            error={errors.at}
            min={now}
            disabled={disabled}
          />
        </div>
        <Failure error={schedule.error} />
        <button type="submit" className="btn" disabled={disabled || schedule.isPending}>
          {schedule.isPending ? "Scheduling.." : "Schedule the revert"}
        </button>
      </form>
    </section>
  );
}

function Failure({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p className="field-error" role="alert">
      {errorText(error, "Scheduling failed. Please try again.")}
    </p>
  );
}
