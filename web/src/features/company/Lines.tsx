import { Fragment } from "react";
import { lines } from "./content";

export function Lines({ text }: { text: string }) {
  return (
    <>
      {lines(text).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text have no other identity
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
