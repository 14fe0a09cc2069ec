import type { FieldDef, SectionDef } from "./model";

export interface BannerDefaults {
  title: string;
  subTitle?: string;
  tagline?: string;
  imageUrl?: string;
  button1?: string;
  button1Link?: string;
  button2?: string;
  button2Link?: string;
  buttons?: boolean;
  button3?: { title: string; label: string; link: string };
}

export const BANNER_SECTION = "TopBanner";

function button(n: 1 | 2 | 3, label: string, link: string, on: boolean): FieldDef[] {
  return [
    { name: `button${n}`, label: `Button ${n} label`, kind: "text", default: label, maxLength: 60 },
    {
      name: `button${n}Link`,
      label: `Button ${n} link`,
      kind: "link",
      default: link,
      defaultLink: link,
      rules: [{ kind: "requiredWhen", when: `button${n}`, message: "Please enter link!", prop: "link" }],
    },
    { name: `button${n}Status`, label: `Show button ${n}`, kind: "status", default: on ? "true" : "false" },
  ];
}

export function bannerSection(d: BannerDefaults): SectionDef {
  const buttons = d.buttons ?? true;
  return {
    section: BANNER_SECTION,
    title: "Edit Header",
    fields: [
      {
        name: "title",
        label: "Title",
        kind: "text",
        default: d.title,
        rules: [{ kind: "required", message: "Please enter title!" }],
        maxLength: 200,
      },
      {
        name: "subTitle",
        label: "Subtitle",
        kind: "text",
        default: d.subTitle ?? "",
        rules: [{ kind: "required", message: "Please enter subtitle!" }],
        maxLength: 300,
      },
      { name: "tagline", label: "Tagline", kind: "text", default: d.tagline ?? "", maxLength: 300 },
      ...button(1, d.button1 ?? "START A QUOTE", d.button1Link ?? "/360/start-a-quote", buttons),
      ...button(2, d.button2 ?? "FIND AN AGENT", d.button2Link ?? "/360/find-an-agent", buttons),
      ...(d.button3
        ? [
            { name: "button3Title", label: "Button 3 lead-in", kind: "text", default: d.button3.title, maxLength: 120 } as const,
            ...button(3, d.button3.label, d.button3.link, true),
          ]
        : []),
      {
        name: "imageUrl",
        label: "Background image",
        kind: "image",
        default: d.imageUrl ?? "/images/banner-fields.jpg",
        rules: [{ kind: "required", message: "Please select background image" }],
      },
    ],
  };
}
