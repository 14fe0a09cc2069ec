import { Fragment } from "react";
import { keyedByValue } from "../../content/keyed";
import { lines } from "./content";

export function Lines({ text }: { text: string }) {
  return (
    <>
      {keyedByValue(lines(text), (line) => line).map(({ key, item: line }, i) => (
        <Fragment key={key}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
