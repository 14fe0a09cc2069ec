import { BLOG_FONT_SIZES, BLOG_MESSAGES } from "@hpm/contracts";
import Image from "@tiptap/extension-image";
import { FontSize, TextStyle } from "@tiptap/extension-text-style";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState } from "react";
import { checkImageFile } from "../../../content/image-type";
import { uploadImage } from "../../../content/upload";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

const LEVELS: Level[] = [1, 2, 3, 4, 5, 6];

function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      underline: e?.isActive("underline") ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      heading: LEVELS.find((level) => e?.isActive("heading", { level })) ?? 0,
      fontSize: (e?.getAttributes("textStyle").fontSize as string | undefined) ?? "",
    }),
  });
}

type ToolbarState = ReturnType<typeof useToolbarState>;

/** The block's heading level and the selection's font size. */
function StyleSelects({ editor, state }: { editor: Editor; state: ToolbarState }) {
  const sizeId = useId();
  const headingId = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={headingId}>
        Heading
      </label>
      <select
        id={headingId}
        value={state?.heading ?? 0}
        onChange={(e) => {
          const level = Number(e.target.value) as Level | 0;
          if (level) editor.chain().focus().setHeading({ level }).run();
          else editor.chain().focus().setParagraph().run();
        }}
      >
        <option value={0}>Normal</option>
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            Header {l}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={sizeId}>
        Font size
      </label>
      <select
        id={sizeId}
        value={state?.fontSize ?? ""}
        onChange={(e) => {
          if (e.target.value) editor.chain().focus().setFontSize(e.target.value).run();
          else editor.chain().focus().unsetFontSize().run();
        }}
      >
        <option value="">Size</option>
        {BLOG_FONT_SIZES.map((s) => (
          <option key={s} value={`${s}px`}>
            {s}px
          </option>
        ))}
      </select>
    </>
  );
}

/** "Image": an image file uploaded as an editor's upload is, and placed at the cursor. */
function ImageButton({ editor }: { editor: Editor }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/") || checkImageFile(file)) {
      window.alert(BLOG_MESSAGES.onlyImages);
      return;
    }
    setUploading(true);
    try {
      const result = await uploadImage(file, () => undefined);
      editor.chain().focus().setImage({ src: result.path, alt: "" }).run();
    } catch (err) {
      window.alert(err instanceof Error ? err.message : "Upload failed.");
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };
  return (
    <>
      <button type="button" onClick={() => fileRef.current?.click()} disabled={uploading}>
        {uploading ? "Uploading…" : "Image"}
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        aria-label="Insert image"
        data-testid="blog-inline-image"
        onChange={(e) => void insertImage(e.target.files?.[0])}
      />
    </>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useToolbarState(editor);
  const toggle = (label: string, active: boolean, run: () => void) => (
    <button type="button" aria-pressed={active} onClick={run}>
      {label}
    </button>
  );
  const link = () => {
    const href = window.prompt("Link address (https://…)");
    if (href === null) return;
    if (!href) editor.chain().focus().unsetLink().run();
    else if (/^(https?:|mailto:|tel:|\/)/i.test(href)) editor.chain().focus().setLink({ href }).run();
  };
  return (
    <div className="tiptap-toolbar" role="toolbar" aria-label="Formatting">
      <StyleSelects editor={editor} state={state} />
      {toggle("Bold", state?.bold ?? false, () => editor.chain().focus().toggleBold().run())}
      {toggle("Italic", state?.italic ?? false, () => editor.chain().focus().toggleItalic().run())}
      {toggle("Underline", state?.underline ?? false, () => editor.chain().focus().toggleUnderline().run())}
      {toggle("• List", state?.bullet ?? false, () => editor.chain().focus().toggleBulletList().run())}
      {toggle("1. List", state?.ordered ?? false, () => editor.chain().focus().toggleOrderedList().run())}
      <button type="button" onClick={link}>
        Link
      </button>
      <ImageButton editor={editor} />
    </div>
  );
}

export default function BlogRichTextEditor({
  value,
  onChange,
  labelId,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: LEVELS },
        link: { openOnClick: false, protocols: ["http", "https", "mailto", "tel"] },
      }),
      TextStyle,
      FontSize,
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { "aria-labelledby": labelId, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  // a restored preview or a loaded post replaces the content once it arrives
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div className="tiptap-area">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
