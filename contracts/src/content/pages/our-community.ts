import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { image, list, multiline, text, url } from "./company-fields";

export const OUR_COMMUNITY_PAGE = "AboutUsOurCommunityPage";

const charities = [
  { image: "/images/banner-fields.jpg", link: "https://www.ffa.org/" },
  { image: "/images/banner-home.jpg", link: "https://4-h.org/" },
  { image: "/images/banner-road.jpg", link: "https://www.redcross.org/" },
  { image: "/images/truck.jpg", link: "https://www.feedingamerica.org/" },
  { image: "/images/banner-fields.jpg", link: "https://www.habitat.org/" },
];

export const ourCommunitySections: SectionDef[] = [
  bannerSection({ title: "Our Community", subTitle: "Giving back where we live and work." }),
  {
    section: "Section_2",
    title: "Edit Giving Back",
    fields: [
      text("title", "Title", "Giving back", "Please enter title!"),
      multiline(
        "description",
        "Description",
        "Our agents and home office employees volunteer at county fairs, youth livestock shows, food drives and volunteer fire departments across the region. Each year the company matches their time with grants to local causes.",
        "Please enter description!",
      ),
      text("linkLabel", "Link label", "Ask about community grants", undefined, 120),
      url("link", "Link", "/360/contact"),
      image("image", "Image", "/images/banner-fields.jpg"),
    ],
  },
  {
    section: "Section_3",
    title: "Edit Charities",
    fields: [
      text("title", "Title", "Charities we support", "Please enter title!"),
      list("images", "Charities", [url("link", "Link"), image("image", "Image", "", "Please upload image!")], charities),
    ],
  },
  {
    section: "Section_4",
    title: "Edit Shred Day",
    fields: [
      text("title", "Title", "Free shred and recycling day", "Please enter title!"),
      multiline(
        "description",
        "Description",
        "Once a year we invite the community to bring old documents for secure, free shredding at our home office and many agency offices.",
        "Please enter description!",
      ),
      multiline(
        "description2",
        "Description 2",
        "Bring up to five boxes of paper. Staples and paper clips are fine. Electronics recycling is offered at select locations.",
        "Please enter description!",
      ),
      image("image", "Image", "/images/truck.jpg"),
      text("imageTag", "Image tag", "Every spring", undefined, 120),
      text("imageHead", "Image heading", "Shred day", undefined, 120),
    ],
  },
];
