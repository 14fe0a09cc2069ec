import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { image, list, multiline, text, url } from "./company-fields";

export const ABOUT_US_PAGE = "AboutUs";

const points = [
  {
    point: "Neighbors first",
    para: "We are a mutual company: we answer to our members, not to outside shareholders.",
  },
  {
    point: "Local agents",
    para: "Every policy is written by an agent who lives in the community they serve.",
  },
  {
    point: "Claims handled close to home",
    para: "Our adjusters know the roads, the weather and the way of life on the High Plains.",
  },
  {
    point: "Here for the long haul",
    para: "Financial strength built carefully over generations, so we can keep our promises.",
  },
];

const timeline = [
  {
    year: "1949",
    title: "Founded by farmers",
    subTitle: "A group of farm families pooled their resources to insure one another's barns, livestock and homes.",
  },
  {
    year: "1962",
    title: "Auto coverage added",
    subTitle: "As members moved more of their goods to market by truck, we began writing auto insurance.",
  },
  {
    year: "1985",
    title: "A new home office",
    subTitle: "We moved into our home office to serve a growing network of agents across the region.",
  },
  {
    year: "2004",
    title: "Life and annuities",
    subTitle: "Life insurance and annuities joined our property and casualty lines.",
  },
  {
    year: "Today",
    title: "Over 70 years strong",
    subTitle: "More than 170 home office employees and local agents protect the families and businesses of the High Plains.",
  },
];

export const aboutUsSections: SectionDef[] = [
  bannerSection({ title: "About Us", subTitle: "Neighbors protecting neighbors for over 70 years." }),
  {
    section: "Section_1",
    title: "Edit About Info",
    fields: [
      text("title", "Title", "Our mission", "Please enter title!"),
      multiline(
        "subTitle",
        "Subtitle",
        "To protect the people, farms and businesses of the High Plains with honest coverage, fair claims and the personal service of a neighbor.",
        "Please enter Subtitle!",
      ),
      image("imageUrl", "Image", "/images/banner-fields.jpg"),
      text("button1label", "Button 1 label", "START A QUOTE", undefined, 60),
      url("button1link", "Button 1 link", "/360/start-a-quote"),
      text("button2label", "Button 2 label", "FIND AN AGENT", undefined, 60),
      url("button2link", "Button 2 link", "/360/find-an-agent"),
    ],
  },
  {
    section: "Section_2_v2",
    title: "Edit Points",
    fields: [
      list(
        "list",
        "Value points",
        [text("point", "Point", "", "Please enter point", 120), multiline("para", "Description", "", "Please enter Description")],
        points,
      ),
    ],
  },
  {
    section: "Section_3",
    title: "Edit Values Heading",
    fields: [text("title", "Title", "What we stand for", "Please enter title!")],
  },
  {
    section: "Section_4",
    title: "Edit History Heading",
    fields: [
      text("title", "Title", "Our history", "Please enter title!"),
      text("subtitle", "Subtitle", "From a handful of farm families to a regional mutual insurer."),
    ],
  },
  {
    section: "Section_5_v6",
    title: "Edit Timeline",
    fields: [
      list(
        "list",
        "Timeline",
        [
          text("title", "Title", "", "Please enter Title", 120),
          multiline("subTitle", "Description", "", "Please enter Description"),
          text("year", "Year", "", "Please enter year", 20),
        ],
        timeline,
      ),
    ],
  },
];
