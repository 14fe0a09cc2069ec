import { ATTACHMENT_MAX_BYTES, FORM_MESSAGES, type FormField } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { answerErrors } from "./DynamicForm";

const field = (id: number, over: Partial<FormField>): FormField => ({
  id,
  pageName: "ERS",
  fieldType: "Single Value",
  fieldInputType: "Textbox",
  fieldLabel: `Field ${id}`,
  fieldValue: [],
  placeHolder: "",
  requiredStatus: 0,
  validationType: "None",
  sortOrder: id,
  ...over,
});

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

describe("answerErrors", () => {
  const name = field(1, { fieldLabel: "Customer Name", requiredStatus: 1 });
  const photos = field(2, { fieldLabel: "Photos", fieldInputType: "FileUpload", requiredStatus: 1 });

  it("gives the spec's message for an answer, then the file rules, by field id", () => {
    expect(answerErrors([name, photos], { answers: {}, files: {} })).toEqual({
      1: "Please enter the Customer Name",
      2: "Please enter the Photos",
    });
    const files = [png("a.png"), png("b.png"), png("c.png"), png("d.png"), png("e.png"), png("f.png")];
    expect(answerErrors([name, photos], { answers: { 1: "Pat", 2: files.map((f) => f.name) }, files: { 2: files } })).toEqual({
      2: FORM_MESSAGES.tooManyFiles,
    });
    const text = new File(["x"], "notes.txt", { type: "text/plain" });
    expect(answerErrors([photos], { answers: { 2: [text.name] }, files: { 2: [text] } })).toEqual({ 2: FORM_MESSAGES.fileType });
  });

  it("checks the files as they will be sent: the 5 MB rule after shrinking, and none while a photo is being made smaller", () => {
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], "IMG_0042.jpg", { type: "image/jpeg" });
    const small = new File([new Uint8Array(600_000)], "IMG_0042.jpg", { type: "image/jpeg" });
    const answers = { 1: "Pat", 2: [big.name] };
    expect(answerErrors([name, photos], { answers, files: { 2: [big] } })).toEqual({ 2: FORM_MESSAGES.fileTooLarge });
    expect(answerErrors([name, photos], { answers, files: { 2: [big] }, preparing: { 2: [big] } })).toEqual({
      2: "Wait a moment: the photos are being made smaller",
    });
    expect(answerErrors([name, photos], { answers, files: { 2: [small] }, preparing: {} })).toEqual({});
  });

  it("is empty when the answers and files are fine", () => {
    const file = png("ditch.png");
    expect(answerErrors([name, photos], { answers: { 1: "Pat", 2: [file.name] }, files: { 2: [file] } })).toEqual({});
  });
});
