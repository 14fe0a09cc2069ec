import { accuracyText, coordinateText, type IncidentLocation } from "@hpm/contracts";
import { type RefObject, Suspense, useEffect, useId, useRef, useState } from "react";
import { lazyWhenOnline } from "../../lib/chunk";
import { useHydrated } from "../../lib/use-hydrated";
import { useOnline } from "../../offline/use-online";
import { LocateError, locate } from "./geolocate";
import { movedBy, placedAt } from "./pin-moves";
import "./incident-location.css";

const IncidentMap = lazyWhenOnline(() => import("./IncidentMap"));

const STEP_METRES = 10;
const NOT_LOADED = "The location could not be read on this device. Try again, or describe the place in the report.";

const MOVES = [
  { label: "north", arrow: "↑", north: STEP_METRES, east: 0 },
  { label: "west", arrow: "←", north: 0, east: -STEP_METRES },
  { label: "east", arrow: "→", north: 0, east: STEP_METRES },
  { label: "south", arrow: "↓", north: -STEP_METRES, east: 0 },
] as const;

/**
 * The map's code comes to the device once the agent starts on the report with a signal (never during the page's
 * load), so the service worker has it for a report filed later with none.
 */
function useMapWarmUp(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const warm = () => {
      const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
      if (!navigator.onLine || saveData) return;
      form.removeEventListener("focusin", warm);
      void import("./IncidentMap").then((m) => m.warmMap()).catch(() => undefined);
    };
    form.addEventListener("focusin", warm);
    return () => form.removeEventListener("focusin", warm);
  }, [ref]);
}

const timeText = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/** The coordinates typed by the agent, kept as text while they type; a valid pair moves the pin. */
function CoordinateInputs({
  value,
  onChange,
  disabled,
}: {
  value: IncidentLocation;
  onChange: (l: IncidentLocation) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState({ latitude: value.latitude.toFixed(6), longitude: value.longitude.toFixed(6) });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText({ latitude: value.latitude.toFixed(6), longitude: value.longitude.toFixed(6) });
    setError(null);
  }, [value.latitude, value.longitude]);

  const commit = () => {
    const lat = Number(text.latitude.trim().replace(",", "."));
    const lng = Number(text.longitude.trim().replace(",", "."));
    const ok = text.latitude.trim() !== "" && text.longitude.trim() !== "" && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    if (!ok) {
      setError("Enter a latitude between -90 and 90 and a longitude between -180 and 180.");
      return;
    }
    if (lat !== value.latitude || lng !== value.longitude) onChange(placedAt(value, lat, lng));
  };

  return (
    <div className="incident-coords">
      {(["latitude", "longitude"] as const).map((axis) => (
        <div className="field" key={axis}>
          <label htmlFor={`${id}-${axis}`}>{axis === "latitude" ? "Latitude" : "Longitude"}</label>
          <input
            id={`${id}-${axis}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={text[axis]}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText((t) => ({ ...t, [axis]: e.target.value }))}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commit();
              }
            }}
          />
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Use my location" on the incident report (its heading and words are the page's, shown before this code loads): the device's position (latitude, longitude, accuracy, time), shown, movable
 * on a map, with arrow buttons or by its coordinates, and removable. Typing the place in the report stays possible.
 */
export default function IncidentLocationField({
  value,
  onChange,
  disabled,
}: {
  value: IncidentLocation | null;
  onChange: (location: IncidentLocation | null) => void;
  disabled?: boolean;
}) {
  const problemId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const online = useOnline();
  // the server may render this part too: its button works only once the browser has taken it over
  const hydrated = useHydrated();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  useMapWarmUp(ref);

  const locateHere = async () => {
    setLocating(true);
    setProblem(null);
    setStatus("Finding your location…");
    try {
      const fix = await locate();
      onChange(fix);
      setStatus(
        `Location found: ${coordinateText(fix.latitude)}, ${coordinateText(fix.longitude)}, ${accuracyText(fix.accuracy)}.`,
      );
    } catch (err) {
      setStatus("");
      setProblem(err instanceof LocateError ? err.message : NOT_LOADED);
    } finally {
      setLocating(false);
    }
  };

  const move = (next: IncidentLocation, words: string) => {
    onChange(next);
    setStatus(`${words} Now ${coordinateText(next.latitude)}, ${coordinateText(next.longitude)}.`);
  };

  return (
    <div className="incident-location-tools" ref={ref}>
      <div className="incident-actions">
        <button
          type="button"
          className="btn btn-light"
          onClick={() => void locateHere()}
          disabled={disabled || locating || !hydrated}
          aria-describedby={problem ? problemId : undefined}
        >
          {locating ? "Finding your location…" : value ? "Use my location again" : "Use my location"}
        </button>
        {value && (
          <button
            type="button"
            className="btn btn-light"
            disabled={disabled || locating}
            onClick={() => {
              onChange(null);
              setProblem(null);
              setStatus("The location was removed.");
            }}
          >
            Remove location
          </button>
        )}
      </div>
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {value && (
        <>
          <p className="incident-position" data-testid="incident-position">
            <strong>
              {coordinateText(value.latitude)}, {coordinateText(value.longitude)}
            </strong>{" "}
            <span>± {Math.round(value.accuracy)} m</span> <span>at {timeText(value.capturedAt)}</span>
            {value.adjusted && <span> · moved by you</span>}
          </p>
          <div className="incident-map-slot">
            <Suspense
              fallback={
                <p className="incident-map-note">
                  {online ? "Loading the map…" : "The map shows once there is a signal; the position above is kept."}
                </p>
              }
            >
              <IncidentMap
                location={value}
                disabled={disabled}
                onMove={(lat, lng) => move(placedAt(value, lat, lng), "The pin was moved.")}
              />
            </Suspense>
          </div>
          <div className="incident-correct">
            <fieldset className="incident-nudge">
              <legend>Move the pin</legend>
              {MOVES.map((m) => (
                <button
                  key={m.label}
                  type="button"
                  className={`btn btn-light btn-small nudge-${m.label}`}
                  disabled={disabled}
                  aria-label={`Move the pin ${STEP_METRES} m ${m.label}`}
                  onClick={() => move(movedBy(value, m.north, m.east), `Moved ${STEP_METRES} m ${m.label}.`)}
                >
                  <span aria-hidden="true">{m.arrow}</span>
                </button>
              ))}
            </fieldset>
            <CoordinateInputs value={value} onChange={(l) => move(l, "The position was changed.")} disabled={disabled} />
          </div>
        </>
      )}
    </div>
  );
}
