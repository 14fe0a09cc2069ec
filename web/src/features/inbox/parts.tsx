import { MAIL_STATUSES, type MailStatus, type SubmissionKind } from "@hpm/contracts";

export const KIND_LABELS: Record<SubmissionKind, string> = {
  quote: "Quote",
  contact: "Contact",
  ers: "Incident report",
  contactMe: "Contact Me",
};

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export function MailBadges({ mail }: { mail: Record<MailStatus, number> }) {
  const shown = MAIL_STATUSES.filter((s) => mail[s] > 0);
  if (shown.length === 0) return <span className="muted">No e-mails</span>;
  return (
    <span className="badges">
      {shown.map((s) => (
        <span key={s} className={`badge badge-${s}`}>
          {s} {mail[s]}
        </span>
      ))}
    </span>
  );
}
