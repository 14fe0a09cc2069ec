import type { SectionDef } from "../model";
import { DESCRIPTION_MESSAGE, infoSection, list, multiline, TITLE_MESSAGE, text } from "./product-fields";

export const cropSections: SectionDef[] = [
  infoSection("Section_1", "Edit Crop Insurance Info", {
    title: "Crop insurance",
    description:
      "Hail, drought and a late frost do not wait for a good year. Multi-peril and crop-hail coverage, written by a local agent who walks your fields.",
  }),
  {
    section: "Section_2",
    title: "Edit Crop Coverages",
    fields: [
      list(
        "detailsList",
        "Coverages",
        [text("title", "Title", "", TITLE_MESSAGE), multiline("description", "Description", "", DESCRIPTION_MESSAGE)],
        [
          { title: "Multi-Peril", description: "Yield or revenue protection against the weather, pests and disease." },
          { title: "Crop-Hail", description: "Pays for hail damage acre by acre, from the day the crop is up." },
        ],
      ),
    ],
  },
];
