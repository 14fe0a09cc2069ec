import { utcToZonedInput } from "@hpm/contracts";
import { zoneLabel } from "./schedule";

interface ScheduleTimeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (wall: string) => void;
  /** the site's time zone: the time is entered in it, and it is named beside the input */
  timeZone: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** A date and time entered in the site's time zone (not the device's), with the zone beside it. */
export function ScheduleTimeField({ id, label, value, onChange, timeZone, error, disabled }: ScheduleTimeFieldProps) {
  const zoneId = `${id}-zone`;
  const errorId = `${id}-error`;
  return (
    <div className="field schedule-time">
      <label htmlFor={id}>{label}</label>
      <div className="schedule-time-row">
        <input
          id={id}
          type="datetime-local"
          value={value}
          min={utcToZonedInput(new Date(), timeZone)}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={error ? `${zoneId} ${errorId}` : zoneId}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
        />
        <span id={zoneId} className="schedule-zone">
          {zoneLabel(timeZone)}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
