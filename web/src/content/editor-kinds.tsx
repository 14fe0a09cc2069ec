import { type FieldKind, FLAG_VALUES, STATUS_VALUES } from "@hpm/contracts";
import type { ReactNode } from "react";
import { type CompareProps, ImageSides, TextSides, WordDiff } from "./compare-views";
import {
  CheckWidget,
  ChoiceWidget,
  type FieldWidgetProps,
  ImageWidget,
  LinkWidget,
  MultilineWidget,
  PdfWidget,
  RichTextWidget,
  TextWidget,
  type WidgetProps,
} from "./field-widgets";

/** What the editor does with a field kind; what the rules and the server do is in contracts' field-kinds.ts. */
export interface EditorKindDef {
  /** Its input in a section's form or a list item's. */
  Widget: (props: WidgetProps) => ReactNode;
  /** The class of the box around the input and its error message. */
  className?: string;
  /** A changed value in the history and conflict views. */
  Compare: (props: CompareProps) => ReactNode;
  /** Whether a list's table (ListEditor) may show an item field of this kind as a column. */
  column: boolean;
}

export const EDITOR_KINDS: { [K in FieldKind]: EditorKindDef } = {
  text: { Widget: TextWidget, Compare: WordDiff, column: true },
  multiline: { Widget: MultilineWidget, Compare: WordDiff, column: true },
  richText: { Widget: RichTextWidget, Compare: WordDiff, column: false },
  link: { Widget: LinkWidget, className: "link-field", Compare: WordDiff, column: false },
  url: { Widget: (props) => <TextWidget {...props} inputMode="url" />, Compare: WordDiff, column: true },
  image: { Widget: ImageWidget, Compare: ImageSides, column: false },
  pdf: { Widget: PdfWidget, Compare: TextSides, column: false },
  status: { Widget: (props) => <CheckWidget {...props} toggle={STATUS_VALUES} />, Compare: WordDiff, column: false },
  flag: { Widget: (props) => <CheckWidget {...props} toggle={FLAG_VALUES} />, Compare: WordDiff, column: false },
  choice: { Widget: ChoiceWidget, Compare: WordDiff, column: true },
  // the section editor lays out groups and lists itself, and the history compares a group's fields one by one;
  // inside a list item, where every field is one string, they are plain text boxes (a nested list has its item editor)
  group: { Widget: TextWidget, Compare: WordDiff, column: false },
  list: { Widget: TextWidget, Compare: TextSides, column: false },
};

/** The input of one content field, chosen by its kind, with its error message below. */
export function FieldWidget({ error, ...props }: FieldWidgetProps) {
  const errorId = error ? `${props.id}-error` : undefined;
  const { Widget, className } = EDITOR_KINDS[props.field.kind];
  return (
    <div className={className}>
      <Widget {...props} errorId={errorId} aria={{ "aria-invalid": error ? true : undefined, "aria-describedby": errorId }} />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
