const PATHS: Record<string, string> = {
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  clipboard:
    "M9 2h6a1 1 0 0 1 1 1v1h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V3a1 1 0 0 1 1-1zm0 2v2h6V4zm-2 7h10v2H7zm0 4h7v2H7z",
  search: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z",
  check: "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z",
};

export function StepIcon({ name, n }: { name: string; n: number }) {
  const d = PATHS[name.trim().toLowerCase()];
  return (
    <span className="step-icon" aria-hidden="true">
      {d ? (
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
          <path fill="currentColor" d={d} />
        </svg>
      ) : (
        n
      )}
    </span>
  );
}
