import { isSitePath, type ListItem, readList, safeHref } from "@hpm/contracts";
import { useState } from "react";
import { Modal } from "../../components/Modal";
import { SmartLink } from "../../components/SmartLink";
import { downloadPdf, openWithToken } from "./queries";
import { rowsOfThree } from "./rows";

export function TokenLink({
  href,
  hasToken,
  className,
  children,
}: {
  href: string;
  hasToken: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const safe = safeHref(href);
  if (!hasToken)
    return (
      <SmartLink href={safe} className={className}>
        {children}
      </SmartLink>
    );
  return (
    <a
      href={safe}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        e.preventDefault();
        void openWithToken(safe);
      }}
    >
      {children}
    </a>
  );
}

export function PdfLinks({ title, path, thumbnail }: { title: string; path: string; thumbnail?: boolean }) {
  const [preview, setPreview] = useState(false);
  const safe = safeHref(path);
  if (safe === "#") return <span>{title}</span>;
  const local = isSitePath(safe);
  return (
    <span className="pdf-links">
      {thumbnail && local && <iframe className="pdf-thumb" src={safe} title={`${title} (preview)`} loading="lazy" />}
      <span className="pdf-title">{title}</span>
      {local ? (
        <>
          <button type="button" className="link-button" onClick={() => setPreview(true)} aria-label={`Preview ${title}`}>
            Preview
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => void downloadPdf(safe, title)}
            aria-label={`Download ${title}`}
          >
            Download
          </button>
        </>
      ) : (
        <a href={safe} target="_blank" rel="noopener noreferrer">
          Open PDF<span className="visually-hidden"> {title} (new tab)</span>
        </a>
      )}
      {preview && (
        <Modal title={title} onClose={() => setPreview(false)} className="modal-pdf">
          {() => <iframe className="pdf-frame" src={safe} title={title} />}
        </Modal>
      )}
    </span>
  );
}

export function HubGroup({ group, headingId }: { group: ListItem; headingId: string }) {
  const type = group.type || "Link";
  const title = group.title ?? "";
  if (type === "Pdf")
    return (
      <div className="hub-group">
        <h3 id={headingId}>{title}</h3>
        <PdfLinks title={group.pdfPathData || title} path={group.pdfPath ?? ""} thumbnail />
      </div>
    );
  if (type === "Image")
    return (
      <div className="hub-group">
        <h3 id={headingId}>{title}</h3>
        {group.imagePath && (
          <TokenLink href={group.link || group.imagePath} hasToken={group.hasToken === "true"}>
            <img
              src={safeHref(group.imagePath)}
              alt={title}
              width={320}
              height={200}
              loading="lazy"
              className="hub-group-image"
            />
          </TokenLink>
        )}
      </div>
    );
  const points = readList(group.points);
  return (
    <div className="hub-group">
      <h3 id={headingId}>{title}</h3>
      {points.length === 0 ? (
        <p className="hint">No links yet.</p>
      ) : (
        <ul aria-labelledby={headingId}>
          {points.map((p) => (
            <li key={p.id}>
              {p.type === "Pdf" || p.pdfPath ? (
                <PdfLinks title={p.title ?? ""} path={p.pdfPath ?? ""} thumbnail={p.pdfThumbnail === "true"} />
              ) : (
                <SmartLink href={safeHref(p.link)}>{p.title}</SmartLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const ROW_CELLS = ["first", "second", "third"] as const;

/** Groups three to a row; a short last row is padded with empty cells. */
export function HubGroupRows({ groups, headingIdPrefix }: { groups: ListItem[]; headingIdPrefix: string }) {
  return rowsOfThree(groups).map((row, r) => (
    <div className="hub-row" key={row[0]?.id}>
      {ROW_CELLS.map((cell, c) => {
        const g = row[c];
        return g ? (
          <HubGroup key={g.id} group={g} headingId={`${headingIdPrefix}-${r * 3 + c}`} />
        ) : (
          <div key={cell} className="hub-group hub-empty" aria-hidden="true" />
        );
      })}
    </div>
  ));
}
